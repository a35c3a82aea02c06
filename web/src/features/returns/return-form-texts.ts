/** The return form's own texts; the refusals themselves are the server's (issue 22), shown as it sends them. */
export const RETURN_FORM_TEXTS = {
  noItems: 'Choose how many of at least one item to return.',
  noReason: 'Please choose a reason.',
  failed: 'Your return request could not be sent. Please try again.',
  nothingLeft: 'Every item of this order is already in a return.',
} as const;
