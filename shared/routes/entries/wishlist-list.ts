import * as z from 'zod/mini';
import { wishlistEntry } from '../../api/cart';
import { answerLanguage } from '../../api/catalog';
import { ok } from '../../api/envelope';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/** S5; with `?lang=` the products' names and descriptions in that language (decision 0107). */
export const wishlistList = defineRoute('wishlist-list', {
  handler: 'functions/handlers/wishlist/list.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  query: languageQuerySchema,
  response: ok({ ...answerLanguage, data: z.array(wishlistEntry), count: z.number() }),
});
