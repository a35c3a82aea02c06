import * as z from 'zod/mini';
import { CATEGORIES, parseCategory, type Category } from '../rules/catalogue';
import { languageParam } from './language';

export const UNKNOWN_CATEGORY_MESSAGE = `Please choose a category: ${CATEGORIES.join(', ')}.`;

/** One of the four categories in any letter case (contract 7.7), read as its title-case name. */
const category = z.pipe(
  z
    .string({ error: UNKNOWN_CATEGORY_MESSAGE })
    .check(z.refine((v) => parseCategory(v) !== null, { error: UNKNOWN_CATEGORY_MESSAGE })),
  z.transform((v: string) => parseCategory(v) as Category),
);

/** C3 body. */
export const categoryListSchema = z.object({ category });

const ALL = 'all categories';

/** The section 5 filter's body: no category (null, "", "All Categories") means all; an unknown price band means all prices. */
export const productFilterSchema = z.object({
  category: z.pipe(
    z.pipe(
      z.nullish(z.string({ error: UNKNOWN_CATEGORY_MESSAGE })),
      z.transform((v: string | null | undefined) =>
        v === undefined || v === null || v === '' || v.toLowerCase() === ALL ? null : v,
      ),
    ),
    z.nullable(category),
  ),
  priceRange: z.catch(z.nullish(z.string()), null),
});

/** Our search: `q` holds the words; an empty query finds nothing. `lang` is the answer's language (issue 34). */
export const searchQuerySchema = z.object({ q: z.optional(z.string()), lang: languageParam });
