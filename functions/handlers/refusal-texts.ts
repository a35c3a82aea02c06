import { notFoundMessages, notFoundMessagesIn } from '../../shared/api/not-found';
import { RATE_LIMITED_MESSAGE, rateLimitedIn } from '../../shared/api/rate-limited';
import { cartMessages, cartMessagesIn } from '../../shared/messages/cart';
import { guestOrderMessagesIn } from '../../shared/messages/guest-order-claim';
import { guestOrderMessages } from '../../shared/messages/guest-orders';
import { notifyMeMessages, notifyMeMessagesIn } from '../../shared/rules/stock-alerts';
import { billingMessages, billingMessagesIn } from '../../shared/validation/account';
import { messages as authMessages, messagesIn as authMessagesIn } from '../../shared/validation/auth-messages';
import { contactMessages, contactMessagesIn } from '../../shared/validation/contact';
import { languageMessage, languageMessageIn } from '../../shared/validation/language';
import { authRefusals, authRefusalsIn } from '../domain/auth';
import { cartRefusals, cartRefusalsIn } from '../domain/cart';
import { stockRefusals, stockRefusalsIn } from '../domain/inventory';
import { shopRefusals, shopRefusalsIn } from '../domain/shop-errors';
import { inLanguages, refusalTranslator } from '../lib/refusal-texts';
import { requestMessages, requestMessagesIn } from '../lib/request-messages';

/**
 * Every set of texts a shopper route refuses with, each beside its Sinhala and Tamil where it is declared (issue 34,
 * decision 0098). A text of no set here is answered in English.
 */
export const REFUSAL_TEXTS = [
  inLanguages(requestMessages, requestMessagesIn),
  inLanguages(notFoundMessages, notFoundMessagesIn),
  inLanguages({ message: RATE_LIMITED_MESSAGE }, rateLimitedIn),
  inLanguages({ message: languageMessage }, languageMessageIn),
  inLanguages(shopRefusals, shopRefusalsIn),
  inLanguages(authMessages, authMessagesIn),
  inLanguages(authRefusals, authRefusalsIn),
  inLanguages(billingMessages, billingMessagesIn),
  inLanguages(cartMessages, cartMessagesIn),
  inLanguages(cartRefusals, cartRefusalsIn),
  inLanguages(stockRefusals, stockRefusalsIn),
  inLanguages(notifyMeMessages, notifyMeMessagesIn),
  inLanguages(guestOrderMessages, guestOrderMessagesIn),
  inLanguages(contactMessages, contactMessagesIn),
];

/** A refusal's text in Sinhala or Tamil; English where no set translates it. */
export const refusalIn = refusalTranslator(REFUSAL_TEXTS);
