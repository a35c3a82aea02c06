import type { MarketingChannel } from '../../../shared/rules/consent';
import { moneyIn } from '../../../shared/rules/language-formats';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { toCents } from '../../../shared/rules/money';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import { config } from '../../lib/config';
import { log } from '../../lib/log';
import { TransactionLostRace } from '../../lib/transaction';
import { cartReminderMail, reminderItemText, type CartReminderFacts } from '../../domain/mail';
import { mayMarket, sendMarketing, type MarketingRecipient } from '../../domain/messages';
import {
  claimReminder,
  dropDue,
  dueEntries,
  endReminders,
  readReminderState,
  reminderClock,
  reminderOutcome,
  restoreToken,
  type CartRef,
  type DueEntry,
  type ReminderState,
} from '../../domain/reminders';
import { cartLeftText, cartReminderSms } from '../../domain/sms';
import { remindedStatsAction } from '../../domain/stats';
import { getUser, languageOf } from '../../domain/users';
import { remindedCart } from '../steps/reminded-cart';

/** The SPA's page a reminder links to. */
export const RESTORE_PAGE_PATH = '/cart/restore/';

/** Where a reminder may go: each channel with the address on it and whom consent is asked of. */
interface Reach {
  channel: MarketingChannel;
  to: string;
  recipient: MarketingRecipient;
  /** The person's language (issue 34): the account's; a guest's, the one kept with the cart. */
  language: Language;
}

/** A signed-in customer's account addresses, or the guest's addresses from step 2. */
async function reachOf(state: ReminderState): Promise<Reach[]> {
  if (state.ref.startsWith('u')) {
    const userId = Number(state.ref.slice(1));
    const user = await getUser(userId);
    if (!user) return [];
    const phone = smsNumber(user.mobile ?? user.phone ?? '');
    const language = languageOf(user);
    return [
      { channel: 'mail' as const, to: user.email, recipient: { userId }, language },
      ...(phone
        ? (['sms', 'whatsapp'] as const).map((channel) => ({ channel, to: phone, recipient: { userId }, language }))
        : []),
    ];
  }
  const phone = state.phone ? smsNumber(state.phone) : null;
  // The language step 2 sent with the cart (issue 34); a cart kept without one, English.
  const language = state.language ?? DEFAULT_LANGUAGE;
  return [
    ...(state.email
      ? [{ channel: 'mail' as const, to: state.email, recipient: { contact: state.email }, language }]
      : []),
    ...(phone ? [{ channel: 'sms' as const, to: phone, recipient: { contact: phone }, language }] : []),
  ];
}

async function consentedReach(state: ReminderState): Promise<Reach[]> {
  const all = await reachOf(state);
  const allowed = await Promise.all(all.map((r) => mayMarket(r.recipient, r.channel)));
  return all.filter((_, i) => allowed[i]);
}

async function send(reach: Reach, facts: CartReminderFacts, ref: string): Promise<void> {
  const fields = { cart: ref, step: facts.step };
  const { language } = reach;
  if (reach.channel === 'mail') {
    const message = cartReminderMail(reach.to, facts);
    await sendMarketing(reach.recipient, { channel: 'mail', message, language }, fields);
  } else if (reach.channel === 'sms') {
    const message = { to: reach.to, text: cartReminderSms(facts) };
    await sendMarketing(reach.recipient, { channel: 'sms', message, language }, fields);
  } else {
    const parameters = [cartLeftText(facts.items.map(reminderItemText), facts.total, facts.restoreUrl, facts.language)];
    await sendMarketing(reach.recipient, { channel: 'whatsapp', message: { to: reach.to, parameters } }, fields);
  }
}

/**
 * One due entry: the cart's next reminder if it is due, on the person's consented channels. Nothing for a cart that
 * changed since (a newer entry stands for it), was ordered or emptied, or whose person consented to nothing. The
 * state's conditional write is what makes it once: of two sweeps at once, one sends (decision 0086).
 */
async function remindIfDue(entry: DueEntry, now: Date): Promise<boolean> {
  const state = await readReminderState(entry.ref);
  let cart: Awaited<ReturnType<typeof remindedCart>> | undefined;
  let reach: Reach[] = [];
  const outcome = state
    ? await reminderOutcome(state, now, reminderClock(), {
        lines: async () => (cart = await remindedCart(state)).lines.length,
        channels: async () => (reach = await consentedReach(state)).length,
      })
    : 'not-due';
  // Ordered or emptied (or nothing left to sell): this cart's reminders end.
  if (outcome === 'ended')
    await endReminders(state!).catch((e: unknown) => {
      if (!(e instanceof TransactionLostRace)) throw e;
    });
  if (outcome !== 'send' || !state || !cart) {
    await dropDue(entry);
    return false;
  }
  try {
    await claimReminder(state, now, state.step === 0 ? [remindedStatsAction(now)] : []);
  } catch (error) {
    if (error instanceof TransactionLostRace) return false;
    throw error;
  }
  await dropDue(entry);
  const { lines } = cart;
  const restoreUrl = new URL(`${RESTORE_PAGE_PATH}${await restoreToken(state.ref)}`, `${config().PUBLIC_BASE_URL}/`);
  // Each person is written to in their language: the products by their names in it, the total in its form (issue 34).
  const totalCents = toCents(cart.total);
  const factsIn = (language: Language): CartReminderFacts => ({
    items: lines.map((l) => ({ name: l.names[language], quantity: l.quantity })),
    total: moneyIn(language, totalCents),
    restoreUrl: restoreUrl.href,
    step: state.step + 1,
    language,
  });
  await Promise.all(reach.map((r) => send(r, factsIn(r.language), state.ref)));
  return true;
}

/** Which carts a sweep may remind: every one (the schedule), or some (a test on a shop other tests share). */
export type ReminderScope = (ref: CartRef) => boolean;
const everyCart: ReminderScope = () => true;

/**
 * The reminder sweep (EventBridge Scheduler in the cloud, a timer locally): reads only the due index's entries due by
 * `now`, never every cart. Answers the carts reminded.
 */
export async function runCartReminders(now = new Date(), inScope: ReminderScope = everyCart): Promise<string[]> {
  const reminded: string[] = [];
  for (const entry of await dueEntries(now)) {
    if (!inScope(entry.ref)) continue;
    try {
      if (await remindIfDue(entry, now)) reminded.push(entry.ref);
    } catch (error) {
      // One cart's failure does not stop the others; its entry stays, so the next sweep tries again.
      log.error('cart reminder failed', error, { cart: entry.ref });
    }
  }
  return reminded;
}
