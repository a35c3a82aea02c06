import * as z from 'zod';

/**
 * A numeric path id (contract 0.5): digits only, read as a number. Anything else is answered 404 with `notFound`
 * before the handler runs (functions/lib/parse-request.ts turns a params failure into a 404).
 */
export const pathId = (notFound: string) =>
  z
    .string({ error: notFound })
    .regex(/^\d{1,12}$/, { error: notFound })
    .transform(Number);
