/** The words of cash on delivery's confirmation and refusals (issue 31), which the server answers and the SPA shows. */
export const codConfirmationMessages = {
  confirmed: 'Thank you. Your order is confirmed and we are preparing it.',
  alreadyConfirmed: 'This order is already confirmed.',
  badLink: 'This confirmation link is not valid or has already been used.',
  codeFormat: 'Please enter the 6-digit code from the SMS.',
  wrongCode: 'That code is not right. Please check the SMS and try again.',
  tooManyCodes: 'Too many wrong codes for this order. Please use the link in the SMS, or wait for our call.',
  notAwaiting: 'This order does not need a confirmation.',
  notConfirmed: 'This cash order is not confirmed yet.',
  cashWithheld: 'Cash on delivery is not available for this account. Please pay by card or bank transfer.',
  refusedOnlyShipped: 'Only a shipped order can be refused at the door.',
} as const;
