import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Points the shop's own domain code, imported in a test, at the running local shop's emulators, so a test can
 * set up data the API cannot make yet (a staff account) or check what the API must not reveal (stored hashes).
 */
export function useShopBackend(): void {
  const shop = inject('shop');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
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
  });
}

/** A staff member made directly in the table, signed in through the API. */
export async function createStaffMember(email: string, password: string): Promise<void> {
  useShopBackend();
  const { createUser } = await import('../../functions/domain/users/users-repo');
  const { hashPassword } = await import('../../functions/domain/auth/passwords');
  await createUser({ userType: 'staff', email, name: 'Nimal Silva', passwordHash: await hashPassword(password), mobile: '0712345678', company: 'Kesara' });
}
