import * as z from 'zod/mini';
import { adminProductCard } from '../../api/catalog';
import { ok, pagination } from '../../api/envelope';
import { adminProductsBodySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** B2: the paging travels in the JSON body; the category arrives in capitals (contract 7.7). */
export const adminProducts = defineRoute('admin-products', {
  handler: 'functions/handlers/admin/products/list.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  body: adminProductsBodySchema,
  response: ok({
    data: z.object({
      products: z.array(adminProductCard),
      pagination: z.extend(pagination, { totalProducts: z.number() }),
    }),
  }),
});
