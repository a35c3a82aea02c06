import * as z from 'zod/mini';
import { productListItem } from '../../api/catalog';
import { ok } from '../../api/envelope';
import { categoryListSchema } from '../../validation/catalog';
import { defineRoute } from '../define';

/** C3: one category in any letter case; `data` is the product array. */
export const catalogByCategory = defineRoute('catalog-by-category', {
  handler: 'functions/handlers/catalog/filtered-products.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  body: categoryListSchema,
  response: ok({ data: z.array(productListItem) }),
});
