import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Translations } from '../../shared/rules/translations';

/**
 * Points the shop's own domain code, imported in a test, at the running local shop's emulators, so a test can
 * set up data the API cannot make yet (a staff account) or check what the API must not reveal (stored hashes).
 */
export function useShopBackend(): void {
  const shop = inject('shop');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: shop.tableName,
    UPLOADS_BUCKET: shop.uploadsBucket,
    PUBLIC_BASE_URL: shop.url,
    JWT_ISSUER: shop.url,
    MAIL_FROM: 'no-reply@kesara.lk',
    SHOP_EMAIL: 'hello@kesara.lk',
    SIGNING_SECRET: readFileSync(join(shop.dataDir, 'signing-secret'), 'utf8').trim(),
    DYNAMODB_ENDPOINT: shop.dynamodbEndpoint,
    S3_ENDPOINT: shop.s3Endpoint,
    SES_ENDPOINT: shop.sesEndpoint,
    // Like the shared shop: accounts made here are hashed at the cheap local-only cost (global-setup.ts).
    LOCAL_FAST_PASSWORD_HASHING: '1',
  });
}

/** A staff member made directly in the table, signed in through the API. */
export async function createStaffMember(email: string, password: string): Promise<void> {
  useShopBackend();
  const { createUser } = await import('../../functions/domain/users/users-repo');
  const { hashPassword } = await import('../../functions/domain/auth/passwords');
  await createUser({
    userType: 'staff',
    email,
    name: 'Nimal Silva',
    passwordHash: await hashPassword(password),
    mobile: '0712345678',
    company: 'Kesara',
  });
}

/** The smallest valid PNG (1x1), for products made by tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface TestProductFields {
  name?: string;
  description?: string;
  category?: 'Beard' | 'Hair' | 'Accessories' | 'Apparel';
  brandName?: string | null;
  sku?: string;
  stock?: number;
  price?: number;
  discount?: number;
  isNew?: boolean;
  featured?: boolean;
  imageCount?: number;
  /** Issue 20: options and variants as the product form sends them. */
  options?: Array<{ name: string; values: string[] }>;
  variants?: Array<{ options: Record<string, string>; sku: string; stock: number; price?: number; discount?: number }>;
  /** Issue 34: its names and descriptions in Sinhala and Tamil, as the product form sends them. */
  translations?: Translations;
  /** The stars of published reviews the product's figures count (added as a review's transaction adds them). */
  reviewStars?: Array<1 | 2 | 3 | 4 | 5>;
}

let skuCounter = 0;
/** A product made through the shop's own create path (S3 image + item + SKU guard). */
export async function createTestProduct(fields: TestProductFields = {}) {
  useShopBackend();
  const { createProduct } = await import('../../functions/domain/catalog/create-product');
  skuCounter += 1;
  const images = Array.from({ length: fields.imageCount ?? 1 }, () => ({
    bytes: TINY_PNG,
    contentType: 'image/png',
    extension: 'png',
  }));
  const product = await createProduct(
    {
      name: fields.name ?? 'Test Beard Oil',
      description: fields.description ?? 'A test product.',
      category: fields.category ?? 'Beard',
      brandName: fields.brandName === undefined ? 'Kesara' : fields.brandName,
      sku: fields.sku ?? `TEST-${process.pid}-${Date.now()}-${skuCounter}`,
      stock: fields.stock ?? 10,
      price: fields.price ?? 1500,
      discount: fields.discount ?? 0,
      isNew: fields.isNew ?? false,
      featured: fields.featured ?? false,
      options: fields.options,
      variants: fields.variants,
      ...(fields.translations ? { translations: fields.translations } : {}),
    },
    images,
  );
  if (fields.reviewStars?.length) {
    const { reviewFiguresAction } = await import('../../functions/domain/catalog');
    const { figuresChange } = await import('../../shared/rules/reviews');
    const { commitTransaction } = await import('../../functions/lib/transaction');
    for (const rating of fields.reviewStars)
      await commitTransaction([reviewFiguresAction(product.id, figuresChange(null, { rating, status: 'published' }))]);
  }
  // The local shop follows the table's stream: its pages are drawn again a moment after this write.
  return product;
}

/** What a deletion of the account leaves when it stops after its first steps: its e-mail freed, its sessions ended. */
export async function accountDeletionStoppedEarly(userId: number): Promise<void> {
  useShopBackend();
  const { getUser, releaseEmail } = await import('../../functions/domain/users');
  const { endAllSessions } = await import('../../functions/domain/auth');
  const user = await getUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  await releaseEmail(user);
  await endAllSessions(userId);
}

/** Sets a product's stock in the table directly (a product sold out meanwhile, without an order). */
export async function setProductStock(productId: number, stock: number): Promise<void> {
  useShopBackend();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../../functions/lib/clients');
  const { productKey } = await import('../../functions/domain/keys');
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: productKey(productId),
      UpdateExpression: 'SET stock = :s',
      ExpressionAttributeValues: { ':s': stock },
    }),
  );
}
