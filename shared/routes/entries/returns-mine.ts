import { myReturnsAnswer } from '../../api/returns';
import { defineRoute } from '../define';

/** The customer's own returns with their status, newest first. */
export const returnsMine = defineRoute('returns-mine', {
  handler: 'functions/handlers/returns/mine.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  response: myReturnsAnswer,
});
