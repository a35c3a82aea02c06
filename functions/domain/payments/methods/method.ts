import type { Language } from '../../../../shared/rules/languages';
import type { PaymentMethod, PaymentStatus } from '../../../../shared/rules/payments';
import type { RefundMethod } from '../../../../shared/rules/returns';
import type { RouteId } from '../../../../shared/routes/paths';
import type { TransactionAction } from '../../../lib/transaction';
import type { Words } from '../../../lib/words';
import type { OrderRecord } from '../../orders';
import type { PaymentChange } from '../payment-change';

/**
 * A way to pay, as a plug-in of the payments area (decision 0070): one folder under `methods/` implements this, and
 * one line of `registry.ts` lists it. Everything the shop does differently by how an order is paid is asked here,
 * never decided from the method's id.
 */
export interface PaymentMethodPlugin<Answer extends object = object> {
  /** The id an order keeps and the API answers as `payment_method` (listed, with its name, in shared/rules/payments.ts). */
  id: PaymentMethod;
  /** The checkout route that places its orders. */
  checkoutRoute: RouteId;
  /** A new order's payment: its first status and, for a method whose unpaid orders expire, its deadline. */
  newOrderPayment(now: Date): Promise<NewOrderPayment>;
  /**
   * Refuses, with the method's own 409, a total it cannot take, before anything is written (KOKO takes only totals
   * within the merchant's range); absent for a method that takes any total. The total is the order's, after its code.
   */
  checkTotal?(totalCents: number): Promise<void>;
  /** What the checkout answers beside the order, and what paying again answers (PayHere's payment object). */
  checkoutAnswer(order: OrderRecord): Promise<Answer>;
  /** When the customer is told the order is confirmed (its mail and SMS): once placed, or once paid. */
  confirmedWhen: 'placed' | 'paid';
  /** Whether an order is a sale (revenue, units sold) before its payment is confirmed. */
  saleBeforePayment: boolean;
  /** Whether the customer may start its payment again while the order still waits for it. */
  canPayAgain: boolean;
  /** Whether an order still unpaid when its deadline passes is canceled and its stock given back. */
  expiresUnpaid: boolean;
  /**
   * The payment statuses in which its order waits for the customer's money (and so ends at its deadline); absent:
   * unpaid or failed. A bank transfer waits for its slip, or for another after staff refused one, but not while
   * staff check a slip.
   */
  waitingStatuses?: readonly PaymentStatus[];
  /** What the customer's own order views carry beside the order (a bank transfer's account and amount). */
  orderDetails?(order: OrderRecord): object;
  /** How its provider's notification of a payment is verified; absent for a method no provider reports on. */
  notifications?: PaymentNotifications;
  /** How the money of a return goes back. */
  refunds: ProviderRefunds | StaffRefunds;
  /** Its words in the order confirmation's mail and SMS. */
  texts: PaymentTexts;
  /**
   * For a method whose orders the customer confirms before they are prepared (cash on delivery, issue 31): starts a
   * new order's confirmation, or null while the setting turns it off. A guest's order (`guest`, issue 32) is
   * confirmed whatever the setting says: no account vouches for it. Absent: its orders need none.
   */
  startConfirmation?(now: Date, guest?: boolean): ConfirmationStart | null;
  /**
   * The words of its checkout's 409 while the shop does not offer it (a bank transfer without the account to pay
   * into), else null; absent: always offered. Read before anything is written.
   */
  notOffered?(): string | null;
  /** Whether a customer with too many parcels refused at the door is not offered this method (issue 31). */
  withheldAfterRefusals?: boolean;
  /**
   * The refusal when staff send its pending order on its way (processing, shipped, delivered) before it is paid (a
   * bank transfer whose slip was not accepted); absent: its orders may go on their way unpaid.
   */
  notPaidToPrepare?: string;
}

/** A new order's confirmation: what the order keeps, the item its link finds it by, and the secrets to send once. */
export interface ConfirmationStart {
  token: string;
  code: string;
  fields: Pick<OrderRecord, 'codConfirmation' | 'codConfirm'>;
  linkAction(orderId: number): TransactionAction;
}

/** What an order's payment words need of it: its number, its total and its deadline. */
export type PayableOrder = Pick<OrderRecord, 'id' | 'userId' | 'totalCents' | 'paymentDeadline'>;

/** The payment fields a new order starts with. */
export interface NewOrderPayment {
  paymentStatus: PaymentStatus;
  paymentDeadline?: string;
}

/** A provider's notification, checked against its order before anything changes. */
export interface PaymentNotifications {
  /** The order it is about and what it does to it, decided on the order as stored then; refused (4xx) when forged. */
  verify(form: Record<string, unknown>): Promise<{ order: OrderRecord; decide: Decision }>;
}

export type Decision = (order: OrderRecord, at: string) => PaymentChange | null;

/** How a refund through a provider ended: done (with its refund id), refused, or unknown (no answer). */
export type RefundOutcome = { kind: 'refunded'; refundId: string } | { kind: 'refused' } | { kind: 'unknown' };

interface RefundsCommon {
  /** What a return of such an order keeps as its refund method (`refund_method` on the wire). */
  method: RefundMethod;
  /** How the order's timeline says the money went back: "through PayHere (refund 123)". */
  timelineNote(reference: string): string;
}

/** Refunded through the provider's own API, exactly once (decision 0061). */
export interface ProviderRefunds extends RefundsCommon {
  by: 'provider';
  refund(order: OrderRecord, amountCents: number, description: string): Promise<RefundOutcome>;
  /** The refund mail's news, with `{amount}` already formatted. */
  mailNews: Words;
}

/** Refunded by hand by staff, who enter the reference of what they did. */
export interface StaffRefunds extends RefundsCommon {
  by: 'staff';
  /** The refusal when staff did not enter the reference. */
  referenceMissing: string;
  /** The refund mail's news, with `{amount}` and the `{reference}` staff entered. */
  mailNews: Words;
}

/**
 * A method's words in the shop's three languages (issue 34; `Words` from functions/lib/words.ts); the details of how
 * to pay are written by the method in the language it is given.
 */
export interface PaymentTexts {
  /** How the confirmation SMS says the order is paid: "paid by card". */
  sms: Words;
  /** The confirmation mail's total row: "Total (paid by card)". */
  mailTotal: Words;
  /** The confirmation mail's sentence on paying, after the estimated arrival, with `{total}` already formatted. */
  mailPayment: { text: Words; html: Words };
  /** Lines the confirmation mail adds on how to pay (a bank transfer's account and reference), one per line. */
  mailDetails?(order: OrderRecord, language: Language): string[];
  /** What the confirmation SMS adds on how to pay (a bank transfer's account and reference), when it fits. */
  smsDetails?(order: PayableOrder, language: Language): string;
  /** The mail's news when its unpaid order ended at its deadline; absent: a card's words. */
  expiredNews?: Words;
  /**
   * The mail's news when a payment attempt failed and may be tried again: `{place}` is where in English, as
   * `orderPlace(order).from` says, `{where}` (`guest` or `account`) the same for an ICU select; absent: a card's words.
   */
  failedNews?: Words;
}
