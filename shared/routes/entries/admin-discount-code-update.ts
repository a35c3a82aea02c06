import * as z from 'zod/mini';
import { codeParam, discountCode } from '../../api/discount-codes';
import { ok } from '../../api/envelope';
import { discountCodeUpdateSchema } from '../../validation/discount-codes';
import { defineRoute } from '../define';

/** Issue 21: a code's terms again (the form sends them all); its uses and discount total stay. */
export const adminDiscountCodeUpdate = defineRoute('admin-discount-code-update', {
  handler: 'functions/handlers/admin/discount-codes/update.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ code: codeParam }),
  body: discountCodeUpdateSchema,
  response: ok({ message: z.string(), data: discountCode }),
});
