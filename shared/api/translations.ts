import * as z from 'zod/mini';
import { ok } from './envelope';

/** Per language: products without a name, without a description, and with an option name without a word (0107). */
const perField = z.object({ name: z.number(), description: z.number(), options: z.number() });
const perKind = z.object({ categories: z.number(), pages: z.number() });

/**
 * `GET /v2/admin/translations/missing` (issue 34): how many products lack each Sinhala and Tamil text, how many of
 * the categories and the shop's own pages show any English text in each language (`content`, added by decision
 * 0094), and the sentences the back-office shows ("12 products have no Sinhala description", "1 page has no full
 * Tamil translation: About"), none when nothing is missing.
 */
export const missingTranslationsAnswer = ok({
  data: z.object({
    products: z.number(),
    missing: z.object({ si: perField, ta: perField }),
    sentences: z.array(z.string()),
    content: z.object({
      categories: z.number(),
      pages: z.number(),
      missing: z.object({ si: perKind, ta: perKind }),
    }),
  }),
});
