import { brand } from '../../../shared/brand';
import type { Mail } from '../messages';
import { brandedHtml, escapeHtml, itemListHtml } from './layout';

/** What a cart reminder says, in every channel's words (issue 33, decision 0086). */
export interface CartReminderFacts {
  /** Each line's name with its size ("Kesara Logo Tee — Size: M") and quantity. */
  items: { name: string; quantity: number }[];
  /** The cart's total from the server, formatted ("LKR 3,500.00"). */
  total: string;
  /** The `/cart/restore/<token>` link. */
  restoreUrl: string;
  /** 1 or 2. */
  step: number;
}

export const reminderItemText = (i: CartReminderFacts['items'][number]) => `${i.name} x ${i.quantity}`;

/** The reminder by mail; sendMarketing adds its unsubscribe headers and footer. */
export function cartReminderMail(to: string, facts: CartReminderFacts): Omit<Mail, 'headers'> {
  const title = facts.step === 1 ? 'You left something in your cart' : 'Your cart is still waiting for you';
  const intro = 'The products you chose are saved. Finish your order when you are ready:';
  const items = facts.items.map(reminderItemText);
  const text = [
    title,
    '',
    intro,
    '',
    ...items.map((i) => `- ${i}`),
    '',
    `Total: ${facts.total}`,
    '',
    `Back to your cart: ${facts.restoreUrl}`,
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(intro)}</p>${itemListHtml(items)}<p><strong>Total: ${escapeHtml(facts.total)}</strong></p>` +
      `<p><a href="${escapeHtml(facts.restoreUrl)}" style="color:${brand.colors.primary}">Back to your cart</a></p>`,
  );
  return { to, subject: title, text, html };
}
