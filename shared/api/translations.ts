import * as z from 'zod/mini';
import { ok } from './envelope';

const perField = z.object({ name: z.number(), description: z.number() });

/**
 * `GET /v2/admin/translations/missing` (issue 34): how many products lack each Sinhala and Tamil text, and the
 * sentences the back-office shows ("12 products have no Sinhala description"), none when nothing is missing.
 */
export const missingTranslationsAnswer = ok({
  data: z.object({
    products: z.number(),
    missing: z.object({ si: perField, ta: perField }),
    sentences: z.array(z.string()),
  }),
});
