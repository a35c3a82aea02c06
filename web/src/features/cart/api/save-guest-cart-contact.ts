import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/rules/languages';
import { callApi } from '../../../lib/api';
import type { GuestCartLine } from '../guest/guest-cart-store';

export interface GuestCartContact {
  lines: GuestCartLine[];
  email?: string;
  phone?: string;
  marketing_consent: boolean;
  /** The page's language: the cart's reminders are written in it (issue 34). */
  language: Language;
}

/**
 * `POST /api/v2/guest/cart/contact` (issue 33): checkout step 2's e-mail or phone with the ticked "Send me offers and
 * reminders", so a cart left here can be reminded. Answers whether it will be.
 */
export async function saveGuestCartContact(contact: GuestCartContact): Promise<boolean> {
  const body = await callApi('guest-cart-contact', {
    body: { ...contact, email: contact.email ?? null, phone: contact.phone ?? null },
  });
  return body.data.reminders;
}

/** Sent in the background: a failure only means no reminder, and the checkout goes on. */
export function useSaveGuestCartContact() {
  return useMutation({ mutationFn: saveGuestCartContact, onError: () => undefined });
}
