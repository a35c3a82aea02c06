/**
 * The returns' texts (issue 22, word for word): the server answers them and the shop's screens say them too (the
 * product page's Final Sale note, the return form's own check before sending).
 */
export const returnMessages = {
  requested: 'Your return request has been sent.',
  updated: 'Return updated successfully',
  notReturnable: 'This order can no longer be returned.',
  tooMany: 'You cannot return more than you received.',
  finalSale: 'Final Sale items cannot be returned.',
  refundReference: 'Please enter the bank transfer reference.',
  kokoRefundReference: "Please enter the refund reference from KOKO's merchant portal.",
  payhereRefused: 'PayHere did not accept the refund. Please try again.',
  payhereSilent:
    "PayHere did not answer, so the refund may have gone through. Please check the payment in PayHere's portal before trying again.",
  refundCheck:
    "This refund's outcome is unknown: PayHere may have refunded it. Please check the payment in PayHere's portal and enter its refund reference, or refund it there and enter that reference.",
  refundUnderWay: 'This return is being refunded right now. Please reload the page in a moment.',
  orderHasReturn: 'This order has a return. Handle it under RETURNS instead of canceling the order.',
  orderCanceled: 'This order was canceled, so its return cannot be received.',
  cannotMove: (from: string, to: string) => `This return cannot move from ${from} to ${to}.`,
} as const;

/** The return form's texts and the back-office's answers about a return's fields; the schema adds those naming its choices. */
export const returnFormMessages = {
  items: 'Please choose at least one item to return.',
  itemsMax: 'Please return at most 50 different items at once.',
  itemTwice: 'Please list each item once.',
  productId: 'Please choose an item of this order.',
  variantId: 'Please choose the size or option you received.',
  quantity: 'Please enter a quantity of at least 1.',
  noteTooLong: 'Please keep the note to 500 characters or fewer.',
  referenceTooLong: 'Please keep the reference to 100 characters or fewer.',
  controlCharacters: 'Please use plain text only.',
} as const;
