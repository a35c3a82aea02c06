import * as z from 'zod/mini';
import '../../shared/validation/english-messages';
import { filledText } from '../../shared/validation/filled-text';
import { emailField } from '../../shared/validation/fields';

/**
 * Creates the first admin account in a deployed shop's table (an existing account with that e-mail is left as it
 * is). Run with AWS credentials for the account:
 *
 *   TABLE_NAME=<TableName output> AWS_REGION=<region> ADMIN_EMAIL=owner@example.lk ADMIN_PASSWORD=... npm run admin:create
 *
 * The password is read from the environment and never printed.
 */
const needed = (what: string) => ({ error: `set ${what}` });
const inputSchema = z.object({
  TABLE_NAME: z.string(needed('TABLE_NAME (the TableName output of the stack)')).check(z.minLength(1)),
  AWS_REGION: z.string(needed('AWS_REGION (the region the stack is deployed in)')).check(z.minLength(1)),
  ADMIN_EMAIL: emailField("set ADMIN_EMAIL (the admin's e-mail address, one the shop can mail)"),
  ADMIN_PASSWORD: z
    .string(needed('ADMIN_PASSWORD'))
    .check(z.minLength(8, 'ADMIN_PASSWORD needs at least 8 characters')),
  ADMIN_NAME: z._default(filledText(), 'Shop Admin'),
});

async function main(): Promise<void> {
  const parsed = inputSchema.safeParse({
    ...process.env,
    AWS_REGION: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION,
  });
  if (!parsed.success) {
    console.error(`Cannot create the admin. ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    process.exitCode = 1;
    return;
  }
  const input = parsed.data;
  // ensureAdmin touches only the table, but the functions' config schema validates their whole environment at
  // first use; the settings this script does not use get inert values.
  Object.assign(process.env, {
    AWS_REGION: input.AWS_REGION,
    UPLOADS_BUCKET: process.env.UPLOADS_BUCKET ?? 'unused-by-create-admin',
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'https://unused.invalid',
    MAIL_FROM: process.env.MAIL_FROM ?? 'unused@example.com',
    SHOP_EMAIL: process.env.SHOP_EMAIL ?? 'unused@example.com',
    SIGNING_SECRET_ARN: process.env.SIGNING_SECRET_ARN ?? 'unused-by-create-admin',
  });
  const { ensureAdmin } = await import('../../functions/flows/workflows/ensure-admin');
  const outcome = await ensureAdmin(input.ADMIN_EMAIL, input.ADMIN_PASSWORD, input.ADMIN_NAME);
  console.log(
    outcome === 'created'
      ? `Admin ${input.ADMIN_EMAIL} created in ${input.TABLE_NAME}.`
      : `An account for ${input.ADMIN_EMAIL} already exists in ${input.TABLE_NAME}; left as it is.`,
  );
}

main().catch((error: Error) => {
  console.error(`Cannot create the admin: ${error.name}: ${error.message}`);
  process.exitCode = 1;
});
