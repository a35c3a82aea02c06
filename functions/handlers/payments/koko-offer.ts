import { kokoOffer as kokoOfferRoute } from '../../../shared/routes/entries/koko-offer';
import { kokoOffer } from '../../domain/payments';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** The totals KOKO takes for this shop (the settings' range): the checkout offers KOKO only for these. */
export const handler = httpHandler(kokoOfferRoute, async () => success({ data: kokoOffer() }));
