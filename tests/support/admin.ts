import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, login, uniqueEmail, type Customer } from './api';
import { checkout, fillCart } from './checkout';
import { createStaffMember, TINY_PNG } from './direct';

/** Helpers of the back-office tests: a signed-in staff member, orders placed through the real checkout, product forms. */
export async function staffToken(): Promise<{ token: string; email: string; password: string }> {
  const email = uniqueEmail('staff');
  const password = 'Staff#2026';
  await createStaffMember(email, password);
  return { token: await login(email, password), email, password };
}

/** Fills the customer's cart and checks out (COD, Gampaha: Zone A); returns the order summary of S8. */
export async function placeOrder(c: Customer, lines: Array<[number, number]>) {
  await fillCart(c, lines);
  const res = await checkout(c, { city: 'Gampaha', postal_code: '11000', company: 'Perera Traders' });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order as { id: number; total: number; status: string };
}

export const SEED_JPEG = () =>
  readFileSync(join(import.meta.dirname, '../../infra/local/seed/images/beard-oil-cinnamon-1.jpg'));
export const PNG = TINY_PNG;
/** A minimal PDF: what matters is that its bytes start like one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function file(bytes: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

let sku = 0;
/** B4: the product form sent as the back-office sends an update (multipart POST with the PUT override). */
export const putProductForm = (id: number, form: FormData, token: string) =>
  api(`/v2/products/${id}`, { method: 'POST', token, body: form, headers: { 'X-HTTP-Method-Override': 'PUT' } });

/** The add form as the old client sends it: text fields and `images[n]`. */
export function productForm(
  fields: Record<string, string> = {},
  images: File[] = [file(PNG, 'a.png', 'image/png')],
  userGuide?: File,
): FormData {
  sku += 1;
  const form = new FormData();
  const all = {
    name: 'Admin Test Oil',
    description: 'A beard oil made by the back-office tests.',
    category: 'Beard',
    brandName: 'Kesara',
    sku: `ADM-${process.pid}-${Date.now()}-${sku}`,
    stockQuantity: '10',
    price: '1500.50',
    discountPercentage: '0',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  images.forEach((img, i) => form.append(`images[${i}]`, img));
  if (userGuide) form.append('userGuide', userGuide);
  return form;
}
