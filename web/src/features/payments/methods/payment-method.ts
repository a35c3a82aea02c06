import type { ComponentType } from 'react';
import type { BankTransferDetails } from '../../../../../shared/api/bank-transfer';
import type { AdminOrderDetail, PlacedOrder } from '../../../../../shared/api/orders';
import type { CodConfirmation } from '../../../../../shared/rules/cod-confirmation';
import type { OrderStatus } from '../../../../../shared/rules/orders';
import type { PaymentMethod, PaymentStatus } from '../../../../../shared/rules/payments';
import type { RouteBody } from '../../../../../shared/routes';
import type { MessageId } from '../../../lib/i18n';

/**
 * The checkout's body as our checkout sends it: the billing fields, the way to pay, and the shipping, tax and
 * discount the server reads for nothing (it prices the order itself, contract S8). Each method's request sends
 * what its route takes of it.
 */
export type CheckoutPayload = RouteBody<'checkout-cod'> & {
  payment_method: PaymentMethod;
  shipping_rate: number;
  tax: 0;
  discount: 0;
};

/**
 * How a checkout's request reaches the server: `own` calls the method's own route for the signed-in cart. A guest's
 * checkout sends the same payload to `POST /api/v2/guest/checkout` instead, whose answer is the method's own plus
 * `order_link` (issue 32), so each method reads either answer the same way.
 */
export type CheckoutSend = <A>(payload: CheckoutPayload, own: () => Promise<A>) => Promise<A>;

/** The signed-in checkout: each method's own route. */
export const sendSignedIn: CheckoutSend = (_payload, own) => own();

/** What Pay Now came to with one method: an order placed, or the server's refusal (its message, when it sent one). */
export type MethodOutcome =
  | {
      kind: 'placed';
      order: PlacedOrder | null;
      /**
       * What is left to do in the browser after the order exists (PayHere's window for a card); resolves to the order
       * as step 3 shows it. None: the order is complete as placed.
       */
      finish?: () => Promise<PlacedOrder>;
    }
  | { kind: 'refused'; message?: string };

/** What My Orders reads of an order to show its payment. */
export interface OrderPaymentFacts {
  orderId: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentDeadline: string | null;
  /** What the server adds for a bank-transfer order: where to pay, and why its last slip was refused. */
  bankTransfer?: BankTransferDetails | null;
  slipRejectionReason?: string | null;
  /** A cash order's confirmation (issue 31); absent when the order never asked for one. */
  codConfirmation?: CodConfirmation;
}

/**
 * One way to pay, as the browser shows and uses it: the checkout's radio and its note, the checkout request it
 * sends, the words of step 3, and what My Orders shows beside an order paid this way. The server's payment method
 * of the same id answers that request. Adding a method is a folder beside cod/ and one line of registry.ts.
 */
export interface WebPaymentMethod {
  id: PaymentMethod;
  /** The radio's label at checkout (its words: `payment.<id>.label` of the checkout's texts); the back-office's name. */
  label: string;
  /** What the back-office order page calls its provider's id of a payment; absent for a method no provider reports on. */
  paymentIdLabel?: string;
  /** The line under it, in the page's language. */
  note: MessageId;
  /**
   * Whether the checkout offers it for this total (the one the checkout shows, delivery included), read as a hook;
   * offered for any total when absent. KOKO takes only totals within its range.
   */
  useOffered?: (total: number) => boolean;
  /** Drawn under the note (the card's fields, typed in PayHere's window), if anything. */
  Details?: ComponentType;
  /** Pay Now's request with the checkout's payload, sent to the method's own route unless `send` says otherwise. */
  place: (payload: CheckoutPayload, send?: CheckoutSend) => Promise<MethodOutcome>;
  /** Said when the order was placed and nothing is left to do in the browser, if anything. */
  placedText?: MessageId;
  /**
   * A refusal without the server's message, and a failure without one (no answer, or an error without it). The
   * server's own message, when it sends one, is shown as it sent it (decision 0093).
   */
  refusedText: MessageId;
  failedText: MessageId;
  /**
   * Step 3's sentence about the payment; its `{where}` is `guest` (the order's own page) or `account` (My Orders),
   * given by step 3.
   */
  completeText: (order: PlacedOrder | null) => MessageId;
  /** Step 3's details under that sentence (a bank transfer's account and amount), if any. */
  CompleteDetails?: ComponentType<{ order: PlacedOrder | null }>;
  /** The back-office order page's part on the payment (a bank slip and staff's decision on it), if any. */
  AdminPayment?: ComponentType<{ order: AdminOrderDetail; onSaved: () => void }>;
  /** My Orders: the payment's state beside an order of this method, if it has one. */
  OrderPayment?: ComponentType<{ order: OrderPaymentFacts; onPaid?: () => void }>;
}
