import * as z from 'zod/mini';
import { codeUse, codeParam, discountCode } from '../../api/discount-codes';
import { ok } from '../../api/envelope';
import { defineRoute } from '../define';

/** Issue 21: one code with the orders that used it, newest first; staff may read. */
export const adminDiscountCodeGet = defineRoute('admin-discount-code-get', {
  handler: 'functions/handlers/admin/discount-codes/get.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  params: z.object({ code: codeParam }),
  response: ok({ data: z.extend(discountCode, { orders: z.array(codeUse) }) }),
});
