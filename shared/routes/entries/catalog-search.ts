import * as z from 'zod/mini';
import { answerLanguage, productListItem } from '../../api/catalog';
import { ok } from '../../api/envelope';
import { searchQuerySchema } from '../../validation/catalog';
import { defineRoute } from '../define';

/** Our search (`?q=`): every word must appear in the product. */
export const catalogSearch = defineRoute('catalog-search', {
  handler: 'functions/handlers/catalog/search.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read'],
  query: searchQuerySchema,
  response: ok({ ...answerLanguage, query: z.string(), data: z.array(productListItem) }),
});
