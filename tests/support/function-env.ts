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
