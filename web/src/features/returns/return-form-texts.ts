/**
 * The return form's texts for what it checks before sending. No item chosen says what the server says
 * (`returnFormMessages.items`; not imported, since shared/validation/returns.ts would bring zod into the form's
 * chunk, and tests/web/return-form.test.tsx holds the two together); a missing reason gets words for people (the
 * server's names the codes). Any refusal after sending is the server's, as sent.
 */
export const RETURN_FORM_TEXTS = {
  noItems: 'Please choose at least one item to return.',
  noReason: 'Please choose a reason.',
  failed: 'Your return request could not be sent. Please try again.',
} as const;
