/**
 * The settings a function's config must find before its modules load in a unit test. Placeholders: a unit test
 * reaches no table, bucket or mail server.
 */
export const FUNCTION_TEST_ENV = {
  TABLE_NAME: 't',
  UPLOADS_BUCKET: 'b',
  PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
  MAIL_FROM: 'no-reply@kesara.lk',
  SHOP_EMAIL: 'hello@kesara.lk',
  SIGNING_SECRET: 'unit-test-secret-unit-test-secret-unit-test',
};

/**
 * The shop's message rules loaded with the table pointed at a closed loopback port: a rule that read the table
 * instead of the user handed in would throw.
 */
export async function messagesWithoutTable(): Promise<typeof import('../../functions/domain/messages')> {
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:1',
  });
  return import('../../functions/domain/messages');
}
