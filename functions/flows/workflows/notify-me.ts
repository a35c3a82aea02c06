import { RATE_LIMITED_MESSAGE } from '../../../shared/api/rate-limited';
import { notFoundMessages } from '../../../shared/api/not-found';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import type { NotifyMeInput } from '../../../shared/validation/notify-me';
import type { Session } from '../../lib/session';
import { findVariant, getProduct, hasVariants } from '../../domain/catalog';
import {
  countNotifyMe,
  noContact,
  noSuchSize,
  stillInStock,
  subscribeToStock,
  type StockSubscription,
} from '../../domain/inventory';
import { notFound, tooManyAttempts } from '../../domain/shop-errors';
import { getUser } from '../../domain/users';

/** At most this many subscriptions per e-mail or phone an hour (issue 33); the edge limits each client too. */
export const NOTIFY_ME_PER_HOUR = 10;

/**
 * "Tell me when it's back" (issue 33, decision 0085): the product and size must exist and be out of stock, and the
 * channel have its contact (a signed-in customer's own when they sent none). The same contact and size again is
 * answered with the first subscription; every request counts against the hour's limit.
 */
export async function notifyMe(
  productId: number,
  input: NotifyMeInput,
  session: Session | null,
  now = new Date(),
): Promise<StockSubscription> {
  const product = await getProduct(productId);
  if (!product) throw notFound(notFoundMessages.product);
  let stock = product.stock;
  if (hasVariants(product)) {
    const variant = input.variant_id === null ? undefined : findVariant(product, input.variant_id);
    if (!variant) throw noSuchSize(input.variant_id !== null);
    stock = variant.stock;
  } else if (input.variant_id !== null) throw noSuchSize(true);
  if (stock > 0) throw stillInStock();
  const customer = session?.userType === 'customer' ? await getUser(session.userId) : null;
  const contact = contactFor(input, customer);
  if (!contact) throw noContact(input.channel);
  if (!(await countNotifyMe(`${input.channel}#${contact}`, NOTIFY_ME_PER_HOUR, now)))
    throw tooManyAttempts(RATE_LIMITED_MESSAGE, 3600 - (Math.floor(now.getTime() / 1000) % 3600));
  return subscribeToStock({
    productId,
    variantId: input.variant_id,
    channel: input.channel,
    contact,
    ...(customer ? { userId: customer.id } : {}),
    subscribedAt: now.toISOString(),
    source: 'product-page',
    ...(input.language ? { language: input.language } : {}),
  });
}

/** The address the channel needs: the one sent, else the signed-in customer's own (e-mail, or mobile in E.164). */
function contactFor(input: NotifyMeInput, customer: Awaited<ReturnType<typeof getUser>>): string | null {
  if (input.channel === 'mail') return input.email ?? customer?.email.toLowerCase() ?? null;
  const own = customer?.mobile ?? customer?.phone;
  return input.phone ?? (own ? smsNumber(own) : null);
}
