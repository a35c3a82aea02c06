import * as z from 'zod/mini';
import { productListItem } from '../../api/catalog';
import { productFilterSchema } from '../../validation/catalog';
import { defineRoute } from '../define';

/** Section 5 filter: the answer is the bare product array. */
export const catalogFilter = defineRoute('catalog-filter', {
  handler: 'functions/handlers/catalog/filter.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  body: productFilterSchema,
  response: z.array(productListItem),
});
