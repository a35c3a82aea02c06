import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { defineRoute } from '../define';

/** A10 (multipart): one file `image`, recognised by its bytes, under 2 MB. */
export const accountAvatar = defineRoute('account-avatar', {
  handler: 'functions/handlers/account/upload-avatar.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write', 'uploads:write'],
  usesSharp: true,
  multipart: { files: ['image'] },
  body: z.object({}),
  response: ok({ message: z.string(), profile_picture: z.string() }),
});
