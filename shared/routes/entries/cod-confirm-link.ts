import { orderConfirmedAnswer } from '../../api/cod-confirmation';
import { confirmLinkSchema } from '../../validation/cod-confirmation';
import { defineRoute } from '../define';

/** The SMS link's one press (issue 31): public, the token alone (256 random bits) names and proves the order. */
export const codConfirmLink = defineRoute('cod-confirm-link', {
  handler: 'functions/handlers/orders/confirm-by-link.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'table:write'],
  body: confirmLinkSchema,
  response: orderConfirmedAnswer,
});
