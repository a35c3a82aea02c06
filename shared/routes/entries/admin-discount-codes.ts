import * as z from 'zod/mini';
import { discountCode } from '../../api/discount-codes';
import { ok, pagination } from '../../api/envelope';
import { searchPageQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** Issue 21 `?page=&search=`: the discount codes in code order, 10 a page; staff may read. */
export const adminDiscountCodes = defineRoute('admin-discount-codes', {
  handler: 'functions/handlers/admin/discount-codes/list.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  query: searchPageQuerySchema,
  response: ok({
    data: z.object({ codes: z.array(discountCode), pagination: z.extend(pagination, { totalCodes: z.number() }) }),
  }),
});
