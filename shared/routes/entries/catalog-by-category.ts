import * as z from 'zod/mini';
import { answerLanguage, productListItem } from '../../api/catalog';
import { languageQuerySchema } from '../../validation/language';
import { ok } from '../../api/envelope';
import { categoryListSchema } from '../../validation/catalog';
import { defineRoute } from '../define';

/** C3: one category in any letter case; `data` is the product array. */
export const catalogByCategory = defineRoute('catalog-by-category', {
  handler: 'functions/handlers/catalog/filtered-products.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  query: languageQuerySchema,
  body: categoryListSchema,
  response: ok({ ...answerLanguage, data: z.array(productListItem) }),
});
