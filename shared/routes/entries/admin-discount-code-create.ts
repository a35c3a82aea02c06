import * as z from 'zod/mini';
import { discountCode } from '../../api/discount-codes';
import { ok } from '../../api/envelope';
import { discountCodeCreateSchema } from '../../validation/discount-codes';
import { defineRoute } from '../define';

/** Issue 21: a new discount code (answered 201); a code of the same name is a 422 on `code`. */
export const adminDiscountCodeCreate = defineRoute('admin-discount-code-create', {
  handler: 'functions/handlers/admin/discount-codes/create.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: discountCodeCreateSchema,
  response: ok({ message: z.string(), data: discountCode }),
});
