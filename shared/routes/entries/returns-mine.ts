import { myReturnsAnswer } from '../../api/returns';
import { languageQuerySchema } from '../../validation/language';
import { defineRoute } from '../define';

/** The customer's own returns with their status, newest first; with `?lang=si|ta` named as bought (decision 0112). */
export const returnsMine = defineRoute('returns-mine', {
  handler: 'functions/handlers/returns/mine.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  query: languageQuerySchema,
  response: myReturnsAnswer,
});
