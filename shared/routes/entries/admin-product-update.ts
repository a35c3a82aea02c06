import * as z from 'zod/mini';
import { productDetail } from '../../api/catalog';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { updateProductSchema } from '../../validation/product';
import { defineRoute } from '../define';

/** B4 (multipart), with or without `X-HTTP-Method-Override: PUT`: new `images[]`, `removeImages[]`, `userGuide`. */
export const adminProductUpdate = defineRoute('admin-product-update', {
  handler: 'functions/handlers/admin/products/update.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write', 'uploads:write', 'mail:queue'],
  usesSharp: true,
  multipart: { files: ['images[]', 'userGuide'] },
  params: z.object({ id: pathId(notFoundMessages.product) }),
  body: updateProductSchema,
  response: ok({ message: z.string(), data: productDetail }),
});
