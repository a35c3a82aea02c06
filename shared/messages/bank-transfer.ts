/** The bank transfer's texts: the server answers them and the shop's screens say them too (the upload's own checks). */
export const SLIP_MAX_BYTES = 4 * 1024 * 1024;
export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 300;

export const bankTransferMessages = {
  alreadyConfirmed: "This order's payment is already confirmed.",
  orderCanceled: 'This order was canceled, so it can no longer be paid.',
  slipMissing: 'Please choose the slip to upload.',
  slipType: 'The slip must be a JPEG or PNG picture or a PDF.',
  slipSize: 'The slip must be 4 MB or smaller.',
  slipUploaded: 'Thank you. We will check your slip and let you know.',
  noSlip: 'This order has no slip yet.',
  notChecking: 'This payment is not waiting for a decision.',
  decision: 'Please choose to accept or reject the slip.',
  reason: `Please give a reason of ${REJECT_REASON_MIN} to ${REJECT_REASON_MAX} characters.`,
  reference: 'The bank reference can have at most 100 characters.',
  accepted: 'The payment is accepted.',
  rejected: 'The slip is rejected and the customer is told why.',
  notPaid: 'This bank transfer is not paid yet. Please accept its slip first.',
  notOffered: 'Bank transfer is not available at the moment. Please choose another way to pay.',
} as const;
