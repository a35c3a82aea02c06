import { returnFormMessages } from '../../../../shared/messages/returns';

/**
 * The return form's texts for what it checks before sending. No item chosen says what the server says; a missing
 * reason gets words for people (the server's names the codes). Any refusal after sending is the server's, as sent.
 */
export const RETURN_FORM_TEXTS = {
  noItems: returnFormMessages.items,
  noReason: 'Please choose a reason.',
  failed: 'Your return request could not be sent. Please try again.',
} as const;
