import { guestCart } from './entries/guest-cart';
import { guestCartContact } from './entries/guest-cart-contact';
import { cartRestore } from './entries/cart-restore';
import { guestCheckout } from './entries/guest-checkout';
import { guestOrder } from './entries/guest-order';
import { guestClaim } from './entries/guest-claim';
import { guestLookup } from './entries/guest-lookup';
import { guestLookupVerify } from './entries/guest-lookup-verify';
import { guestPayAgain } from './entries/guest-pay-again';
import { guestSlipUpload } from './entries/guest-slip-upload';
import { guestSlipLink } from './entries/guest-slip-link';
import { guestReturn } from './entries/guest-return';
import { guestConfirmCode } from './entries/guest-confirm-code';

/** Buying without an account (issue 32): a guest's cart, checkout and order link, and claiming the order. */
export const guestRoutes = [
  guestCart,
  guestCheckout,
  guestOrder,
  guestClaim,
  guestLookup,
  guestLookupVerify,
  guestPayAgain,
  guestSlipUpload,
  guestSlipLink,
  guestReturn,
  guestConfirmCode,
  // Cart reminders (issue 33): a guest's step 2 contact, and a reminder's restore link (any cart's).
  guestCartContact,
  cartRestore,
] as const;
