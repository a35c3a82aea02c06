import * as z from 'zod/mini';
import { productDetail } from '../../api/catalog';
import { ok } from '../../api/envelope';
import { addProductSchema } from '../../validation/product';
import { defineRoute } from '../define';

/** B3 (multipart): text fields, `images[0..2]` and an optional `userGuide` (answered 201). */
export const adminProductAdd = defineRoute('admin-product-add', {
  handler: 'functions/handlers/admin/products/add.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read', 'table:write', 'uploads:write'],
  usesSharp: true,
  multipart: { files: ['images[0]', 'images[1]', 'images[2]', 'userGuide'] },
  body: addProductSchema,
  response: ok({ message: z.string(), data: productDetail }),
});
