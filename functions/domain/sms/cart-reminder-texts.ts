import { firstThatFits, smsFrom } from './fit';

/**
 * A cart reminder by SMS (issue 33): the products by name and size (the first only, and how many more, when they do
 * not all fit), the total and the restore link. sendMarketing adds a "Stop:" line, so this leaves it room. A size's
 * dash ("Tee — Size: M") would make the whole SMS UCS-2 (70 letters a segment), so it is a space here.
 */
export function cartReminderSms(facts: { items: { name: string }[]; total: string; restoreUrl: string }): string {
  const [first, ...rest] = facts.items.map((i) => i.name.replace(' \u2014 ', ' '));
  const tail = ` in your cart, ${facts.total}. Finish here: ${facts.restoreUrl}`;
  const all = smsFrom(`You left ${[first, ...rest].join(', ')}${tail}`);
  const short = smsFrom(`You left ${first}${rest.length ? ` and ${rest.length} more` : ''}${tail}`);
  return firstThatFits([all, short]);
}
