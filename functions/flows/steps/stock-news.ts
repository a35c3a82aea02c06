import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { productPath, variantPagePath } from '../../../shared/content/public-pages';
import { pathInLanguage } from '../../../shared/rules/language-paths';
import { config } from '../../lib/config';
import { log } from '../../lib/log';
import {
  getProducts,
  labelIn,
  lowStockThresholdOf,
  productIn,
  variantsOf,
  type ProductRecord,
} from '../../domain/catalog';
import {
  clearLowStock,
  endSubscription,
  lowStockAlerted,
  lowStockCrossings,
  markLowStock,
  stockSubscribers,
  subscribeToStock,
  type StockSubscription,
  type StockUnit,
} from '../../domain/inventory';
import { backInStockMail, backInStockText, lowStockMail, type StockItem } from '../../domain/mail';
import { mailChannel, mayMarket, sendMarketing, sendMessage, type MarketingMessage } from '../../domain/messages';
import { getUser, languageOf, usersOfType } from '../../domain/users';

/**
 * What a stock change tells people (issue 33, decision 0085), called by every workflow that writes stock, after its
 * write: subscribers of a size that has stock again get their one message, and admins a mail for each size that fell
 * to its low-stock threshold. It reads the products as they are now (a consistent read), so the order in which
 * parallel writes finish does not matter, and each message is claimed by a conditional write before it is sent.
 * Never throws: the stock change it follows is done, and a failure here is logged.
 */
export async function tellStockNews(productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  try {
    const products = await getProducts(productIds, { consistent: true });
    await Promise.all([...products.values()].map((p) => Promise.all([tellSubscribers(p), tellLowStock(p)])));
  } catch (error) {
    log.error('stock news could not be told', error, { product_ids: productIds.join(',') });
  }
}

/** A product's units: each size, or the product itself when it has none. */
function unitsOf(product: ProductRecord): StockUnit[] {
  const variants = variantsOf(product);
  return variants.length
    ? variants.map((v) => ({ variantId: v.id, stock: v.stock }))
    : [{ variantId: null, stock: product.stock }];
}

/** The product and its size as a message names them in `language` (staff's low-stock mail: English). */
function itemOf(product: ProductRecord, variantId: number | null, path: string, language: Language = 'en'): StockItem {
  const variant = variantId === null ? undefined : variantsOf(product).find((v) => v.id === variantId);
  return {
    name: productIn(product, language).name,
    size: variant ? labelIn(product, variant, language) : null,
    url: `${config().PUBLIC_BASE_URL}${path}`,
  };
}

async function tellSubscribers(product: ProductRecord): Promise<void> {
  const inStock = unitsOf(product).filter((u) => u.stock > 0);
  await Promise.all(
    inStock.map(async (unit) => {
      const subscribers = await stockSubscribers(product.id, unit.variantId);
      if (subscribers.length === 0) return;
      const path = unit.variantId === null ? productPath(product.id) : variantPagePath(product.id, unit.variantId);
      await Promise.all(subscribers.map((s) => tellOne(s, product, unit.variantId, path)));
    }),
  );
}

/**
 * Ends the subscription first: only the call that ended it sends, so racing restocks send one message. A person who
 * turned the channel off meanwhile is not sent anything and their subscription ends; a message that could not be
 * queued puts the subscription back, for the next restock to try again.
 */
async function tellOne(
  sub: StockSubscription,
  product: ProductRecord,
  variantId: number | null,
  path: string,
): Promise<void> {
  const recipient = {
    ...(sub.userId === undefined ? { contact: sub.contact } : { userId: sub.userId }),
    asked: true as const,
  };
  const allowed = await mayMarket(recipient, sub.channel);
  if (!(await endSubscription(sub)) || !allowed) return;
  const language = await languageFor(sub);
  // The product's name and page in the subscriber's language, as they saw it when they asked (issue 34).
  const item = itemOf(product, variantId, pathInLanguage(path, language), language);
  const message: MarketingMessage =
    sub.channel === 'mail'
      ? { channel: 'mail', message: backInStockMail(sub.contact, item, language), language }
      : sub.channel === 'sms'
        ? { channel: 'sms', message: { to: sub.contact, text: backInStockText(item, language) }, language }
        : { channel: 'whatsapp', message: { to: sub.contact, parameters: [backInStockText(item, language)] } };
  if (!(await sendMarketing(recipient, message, { product_id: sub.productId }))) await subscribeToStock(sub);
}

/**
 * The language a subscriber is written to in (issue 34): the one they asked in, else a signed-in subscriber's
 * account's (read now, so a change of it counts), else English.
 */
async function languageFor(sub: StockSubscription): Promise<Language> {
  if (sub.language) return sub.language;
  const account = sub.userId === undefined ? null : await getUser(sub.userId);
  return account ? languageOf(account) : DEFAULT_LANGUAGE;
}

async function tellLowStock(product: ProductRecord): Promise<void> {
  const threshold = lowStockThresholdOf(product);
  const { alert, clear } = lowStockCrossings(unitsOf(product), threshold, await lowStockAlerted(product.id));
  await Promise.all(clear.map((u) => clearLowStock(product.id, u)));
  const marked = (await Promise.all(alert.map(async (u) => ((await markLowStock(product.id, u)) ? u : null)))).filter(
    (u): u is StockUnit => u !== null,
  );
  if (marked.length === 0) return;
  const admins = (await usersOfType('admin')).filter((a) => a.email);
  const path = `/admin/products/${product.id}`;
  await Promise.all(
    marked.flatMap((unit) =>
      admins.map((admin) =>
        sendMessage(
          mailChannel,
          lowStockMail(admin.email, { ...itemOf(product, unit.variantId, path), stock: unit.stock, threshold }),
          { product_id: product.id },
        ),
      ),
    ),
  );
}
