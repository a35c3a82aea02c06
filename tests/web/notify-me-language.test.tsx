import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/rules/languages';
import type { ProductDetail } from '../../web/src/features/product/api/get-product';
import { NotifyMe } from '../../web/src/features/product/NotifyMe';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { WithQueryClient } from './support/query-client';

/**
 * "Tell me when it's back" asks for the message in the page's language (issues 33 and 34): a guest who subscribes on a
 * Sinhala page gets the back-in-stock message in Sinhala.
 */
afterEach(cleanup);

const soldOut = {
  id: 41,
  name: 'Sandalwood Beard Oil 30ml',
  stock: 0,
  variants: [],
  options: [],
} as unknown as ProductDetail;

/** NotifyMe for `product` on a page in `language`, with the requests' bodies it sends collected. */
function renderNotifyMe(product: ProductDetail, language: Language): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: 'success', message: 'ok', data: {} }), { status: 201 });
    }),
  );
  render(
    <WithQueryClient>
      <LanguageProvider language={language}>
        <NotifyMe product={product} chosen={undefined} />
      </LanguageProvider>
    </WithQueryClient>,
  );
  return bodies;
}

async function subscribeOn(language: Language, open: string, mail: string, submit: string) {
  const bodies = renderNotifyMe(soldOut, language);
  fireEvent.click(screen.getByRole('button', { name: open }));
  // The form's code is fetched at the first press.
  fireEvent.change(await screen.findByRole('textbox', { name: mail }), { target: { value: 'waits@example.lk' } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
  await vi.waitFor(() => expect(bodies).toHaveLength(1));
  return bodies[0];
}

describe("Tell me when it's back in the page's language", () => {
  it('a Sinhala page asks for Sinhala', async () => {
    expect(await subscribeOn('si', 'නැවත තොගයට ආ විට මට දන්වන්න', 'ඊමේල්', 'මට දන්වන්න')).toEqual({
      channel: 'mail',
      variant_id: null,
      email: 'waits@example.lk',
      phone: null,
      language: 'si',
    });
  });

  it('an English page asks for English', async () => {
    expect(await subscribeOn('en', 'Tell me when it\u2019s back', 'E-mail', 'Notify me')).toMatchObject({
      language: 'en',
    });
  });

  it("a Sinhala page lists a product's sizes in their words and asks for the chosen variant by its id (0107)", async () => {
    const sized = {
      ...soldOut,
      options: [{ name: 'Size', values: ['S', 'M'], label: 'ප්‍රමාණය', value_labels: ['කුඩා', 'මධ්‍යම'] }],
      variants: [
        { id: 7, options: { Size: 'S' }, sku: 'T-S', price: 1, discount: 0, stock: 0, image_id: null },
        { id: 8, options: { Size: 'M' }, sku: 'T-M', price: 1, discount: 0, stock: 0, image_id: null },
      ],
    } as unknown as ProductDetail;
    const bodies = renderNotifyMe(sized, 'si') as Array<{ variant_id: unknown }>;
    fireEvent.click(screen.getByRole('button', { name: 'නැවත තොගයට ආ විට මට දන්වන්න' }));
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['ප්‍රමාණයක් තෝරන්න', 'කුඩා', 'මධ්‍යම']);
    fireEvent.change(select, { target: { value: [...select.options].find((o) => o.text === 'මධ්‍යම')!.value } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ඊමේල්' }), { target: { value: 'waits@example.lk' } });
    fireEvent.click(screen.getByRole('button', { name: 'මට දන්වන්න' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].variant_id).toBe(8);
  });
});
