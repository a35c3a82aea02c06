import { notFoundMessages, notFoundMessagesIn } from '../../shared/api/not-found';
import { RATE_LIMITED_MESSAGE, rateLimitedIn } from '../../shared/api/rate-limited';
import { bankTransferMessages } from '../../shared/messages/bank-transfer';
import { bankTransferMessagesIn } from '../../shared/messages/bank-transfer-in-languages';
import { cartMessages } from '../../shared/messages/cart';
import { cartMessagesIn } from '../../shared/messages/cart-in-languages';
import { codConfirmationMessages } from '../../shared/messages/cod-confirmation';
import { codConfirmationMessagesIn } from '../../shared/messages/cod-confirmation-in-languages';
import { guestOrderMessagesIn } from '../../shared/messages/guest-order-claim';
import { guestOrderMessages } from '../../shared/messages/guest-orders';
import { kokoMessages, kokoMessagesIn } from '../../shared/messages/koko';
import { returnFormMessages, returnMessages } from '../../shared/messages/returns';
import { returnFormMessagesIn, returnMessagesIn } from '../../shared/messages/returns-in-languages';
import { reviewRefusals, reviewRefusalsIn } from '../../shared/messages/reviews';
import { UNSUBSCRIBE_INVALID, unsubscribeInvalidIn } from '../../shared/rules/consent';
import { codeRefusals, codeRefusalsIn } from '../../shared/rules/discount-codes';
import { notifyMeMessages, notifyMeMessagesIn } from '../../shared/rules/stock-alerts';
import { billingMessages } from '../../shared/messages/billing';
import { billingMessagesIn } from '../../shared/validation/account-in-languages';
import { messages as authMessages } from '../../shared/validation/auth-messages';
import { messagesIn as authMessagesIn } from '../../shared/validation/auth-messages-in-languages';
import { avatarMessages } from '../../shared/validation/avatar';
import { avatarMessagesIn } from '../../shared/validation/avatar-in-languages';
import { cartContactMessages, cartContactMessagesIn } from '../../shared/validation/cart-reminders';
import { CARD_NOT_AVAILABLE, cardNotAvailableIn } from '../../shared/validation/checkout';
import { contactMessages, contactMessagesIn } from '../../shared/validation/contact';
import { realDateMessage, realDateMessageIn } from '../../shared/validation/dates';
import { fieldMessages, fieldMessagesIn } from '../../shared/validation/fields';
import { guestCartMessages, guestCartMessagesIn } from '../../shared/validation/guest';
import { languageMessage, languageMessageIn } from '../../shared/validation/language';
import { ORDER_TAB_MESSAGE, orderTabMessageIn } from '../../shared/validation/lists';
import { marketingConsentMessages, marketingConsentMessagesIn } from '../../shared/validation/marketing-consent';
import { notificationMessages, notificationMessagesIn } from '../../shared/validation/notifications';
import { reviewMessages, reviewMessagesIn } from '../../shared/validation/reviews';
import { illFormedTextMessage, illFormedTextMessageIn } from '../../shared/validation/well-formed-text';
import { authRefusals, authRefusalsIn } from '../domain/auth';
import { cartRefusals, cartRefusalsIn } from '../domain/cart';
import { stockRefusals, stockRefusalsIn } from '../domain/inventory';
import { orderBusyMessages, orderBusyMessagesIn } from '../domain/orders';
import { paymentRefusals, paymentRefusalsIn } from '../domain/payments';
import { reviewServerRefusals, reviewServerRefusalsIn } from '../domain/reviews';
import { shopRefusals, shopRefusalsIn } from '../domain/shop-errors';
import { inLanguages, refusalTranslator } from '../lib/refusal-texts';
import { requestMessages, requestMessagesIn } from '../lib/request-messages';

/**
 * Every set of texts a shopper route refuses with, each beside its Sinhala and Tamil where it is declared (issue 34,
 * decision 0098). A text of no set here is answered in English.
 */
export const REFUSAL_TEXTS = [
  // The request layer and what any route may answer.
  inLanguages(requestMessages, requestMessagesIn),
  inLanguages(notFoundMessages, notFoundMessagesIn),
  inLanguages({ message: RATE_LIMITED_MESSAGE }, rateLimitedIn),
  inLanguages(shopRefusals, shopRefusalsIn),
  inLanguages(fieldMessages, fieldMessagesIn),
  inLanguages({ message: illFormedTextMessage }, illFormedTextMessageIn),
  inLanguages({ message: realDateMessage }, realDateMessageIn),
  inLanguages({ message: languageMessage }, languageMessageIn),
  // Signing up and in, the profile and its settings, the contact form.
  inLanguages(authMessages, authMessagesIn),
  inLanguages(authRefusals, authRefusalsIn),
  inLanguages(billingMessages, billingMessagesIn),
  inLanguages(avatarMessages, avatarMessagesIn),
  inLanguages(notificationMessages, notificationMessagesIn),
  inLanguages(marketingConsentMessages, marketingConsentMessagesIn),
  inLanguages({ message: UNSUBSCRIBE_INVALID }, unsubscribeInvalidIn),
  inLanguages(contactMessages, contactMessagesIn),
  // The cart, stock, discount codes and notify-me.
  inLanguages(cartMessages, cartMessagesIn),
  inLanguages(cartRefusals, cartRefusalsIn),
  inLanguages(cartContactMessages, cartContactMessagesIn),
  inLanguages(guestCartMessages, guestCartMessagesIn),
  inLanguages(stockRefusals, stockRefusalsIn),
  inLanguages(codeRefusals, codeRefusalsIn),
  inLanguages(notifyMeMessages, notifyMeMessagesIn),
  // Checkout, paying and the orders.
  inLanguages({ message: CARD_NOT_AVAILABLE }, cardNotAvailableIn),
  inLanguages(paymentRefusals, paymentRefusalsIn),
  inLanguages(bankTransferMessages, bankTransferMessagesIn),
  inLanguages(codConfirmationMessages, codConfirmationMessagesIn),
  inLanguages(kokoMessages, kokoMessagesIn),
  inLanguages(orderBusyMessages, orderBusyMessagesIn),
  inLanguages(guestOrderMessages, guestOrderMessagesIn),
  inLanguages({ message: ORDER_TAB_MESSAGE }, orderTabMessageIn),
  // Returns and reviews.
  inLanguages(returnMessages, returnMessagesIn),
  inLanguages(returnFormMessages, returnFormMessagesIn),
  inLanguages(reviewRefusals, reviewRefusalsIn),
  inLanguages(reviewMessages, reviewMessagesIn),
  inLanguages(reviewServerRefusals, reviewServerRefusalsIn),
];

/** A refusal's text in Sinhala or Tamil; English where no set translates it. */
export const refusalIn = refusalTranslator(REFUSAL_TEXTS);
