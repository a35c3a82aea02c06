import * as z from 'zod/mini';
import { answerLanguage, productDetail } from '../../api/catalog';
import { languageQuerySchema } from '../../validation/language';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** C2 (singular `product`). A back-office session opening the update form is remembered with the stock it saw
 * (decision 0007), hence the write, the key and `identifiesCaller`. */
export const catalogProduct = defineRoute('catalog-product', {
  handler: 'functions/handlers/catalog/product-detail.ts',
  stack: 'Catalogue',
  access: 'public',
  grants: ['table:read', 'table:write', 'signing-key'],
  identifiesCaller: true,
  params: z.object({ id: pathId(notFoundMessages.product) }),
  query: languageQuerySchema,
  response: ok({ ...answerLanguage, data: productDetail }),
});
