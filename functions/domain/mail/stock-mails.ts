import { brand } from '../../../shared/brand';
import type { Mail } from '../messages';
import { brandedHtml, escapeHtml } from './layout';

/** What a stock message names: the product, its size's label ("Size: M") if it has sizes, and its page. */
export interface StockItem {
  name: string;
  size: string | null;
  url: string;
}

const named = (item: StockItem) => (item.size ? `${item.name} (${item.size})` : item.name);

/** Back in stock (issue 33): the one message a subscriber asked for; sendMarketing adds its unsubscribe. */
export function backInStockMail(to: string, item: StockItem): Mail {
  return {
    to,
    subject: `${named(item)} is back in stock`,
    text: `Good news: ${named(item)} is back in stock.\n\nBuy it here: ${item.url}\n\nYou asked us to tell you once; this is that message.\n${brand.fullName}`,
    html: brandedHtml(
      'Back in stock',
      `<p>Good news: <strong>${escapeHtml(named(item))}</strong> is back in stock.</p>
<p><a href="${escapeHtml(item.url)}" style="color:${brand.colors.primary}">Buy it now</a></p>
<p style="color:#666;font-size:13px">You asked us to tell you once; this is that message.</p>`,
    ),
  };
}

/** The SMS and WhatsApp words of the same message (its stop link is added by sendMarketing). */
export const backInStockText = (item: StockItem) => `${brand.name}: ${named(item)} is back in stock. ${item.url}`;

/** Low stock (issue 33): to an admin, once per crossing. */
export function lowStockMail(to: string, item: StockItem & { stock: number; threshold: number }): Mail {
  const left = `${item.stock} left (alert at ${item.threshold} or fewer)`;
  return {
    to,
    subject: `Low stock: ${named(item)}, ${item.stock} left`,
    text: `${named(item)} is low: ${left}.\n\nRestock it in the back-office: ${item.url}\n${brand.fullName}`,
    html: brandedHtml(
      'Low stock',
      `<p><strong>${escapeHtml(named(item))}</strong> is low: ${escapeHtml(left)}.</p>
<p><a href="${escapeHtml(item.url)}" style="color:${brand.colors.primary}">Open it in the back-office</a></p>`,
    ),
  };
}
