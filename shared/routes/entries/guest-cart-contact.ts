import { guestCartContactAnswer } from '../../api/cart-reminders';
import { guestCartContactSchema } from '../../validation/cart-reminders';
import { defineRoute } from '../define';

/**
 * Issue 33: checkout step 2 gave a guest's e-mail or phone; with "Send me offers and reminders" ticked, the browser
 * cart is kept so it can be reminded (decision 0086). Public, limited per address as the guest cart is.
 */
export const guestCartContact = defineRoute('guest-cart-contact', {
  handler: 'functions/handlers/guest/cart-contact.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:write'],
  rateLimit: { name: 'GuestCartContact', limit: 300, windowSeconds: 300 },
  body: guestCartContactSchema,
  response: guestCartContactAnswer,
});
