import { kokoOfferAnswer } from '../../api/koko';
import { defineRoute } from '../define';

/** The totals KOKO takes for this shop: the checkout offers KOKO only within them. */
export const kokoOffer = defineRoute('koko-offer', {
  handler: 'functions/handlers/payments/koko-offer.ts',
  stack: 'Orders',
  access: 'public',
  grants: [],
  response: kokoOfferAnswer,
});
