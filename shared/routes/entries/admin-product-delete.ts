import * as z from 'zod/mini';
import { done } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** Our own: off the storefront, out of every cart and wishlist; orders keep their copies. */
export const adminProductDelete = defineRoute('admin-product-delete', {
  handler: 'functions/handlers/admin/products/delete.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write', 'uploads:write'],
  params: z.object({ id: pathId(notFoundMessages.product) }),
  response: done,
});
