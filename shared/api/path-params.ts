import * as z from 'zod/mini';

/**
 * A numeric path id (contract 0.5): digits only, read as a number. Anything else is answered 404 with `notFound`
 * before the handler runs (functions/lib/parse-request.ts turns a params failure into a 404).
 */
export const pathId = (notFound: string) =>
  z.pipe(z.string({ error: notFound }).check(z.regex(/^\d{1,12}$/, { error: notFound })), z.transform(Number));
