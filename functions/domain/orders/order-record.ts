import type { OrderStatus } from '../../../shared/rules/orders';
import type { Tracking } from '../../../shared/rules/couriers';
import type { CodConfirmation } from '../../../shared/rules/cod-confirmation';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import type { PaymentMethod, PaymentStatus } from '../../../shared/rules/payments';
import { lineName } from '../../../shared/rules/variants';
import { productNameOf, variantLabelOf } from './line-naming';

/** An order with its lines embedded: a snapshot of what was bought, at which price, to where. Money in cents. */
export interface OrderLine {
  id: number;
  productId: number;
  /** Issue 20: the variant bought and its label ("Size: M"); absent for a product without variants. */
  variantId?: number;
  variantLabel?: string;
  /** The product's name; the line shows as "name — variantLabel". */
  name: string;
  /**
   * The product's name in the order's `language` at checkout, where the product had a translation of it (issue 34,
   * decision 0099): the order's mails name the line by it. Internal, never on the wire (routes answer `name`).
   */
  translatedName?: string;
  /** The variant's label in the order's language ("ප්‍රමාණය: M"), where its options had words (decision 0107). Internal. */
  translatedLabel?: string;
  imagePath: string | null;
  /** Undiscounted unit price (LKR) and discount percent at the time of the order. */
  price: number;
  discount: number;
  quantity: number;
  /** (price - price x pct / 100) x qty, in cents. */
  totalCents: number;
  /**
   * The discount code's share of the order's goods discount taken off this line, in cents, split at checkout
   * (decision 0061); the lines' shares add up to the code's goods part. Internal, never on the wire. Absent on
   * orders without a code and on orders placed before it was kept.
   */
  codeShareCents?: number;
}

export interface OrderAddress {
  first_name: string;
  last_name: string;
  country: string;
  company: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
}

export interface OrderRecord {
  id: number;
  /** The account the order is in; absent for a guest's order until it is claimed into an account (issue 32). */
  userId?: number;
  /** Issue 32: placed without an account. Kept after a claim: the order was a guest's. */
  guest?: GuestBuyer;
  status: OrderStatus;
  /** Set once the stock of a canceled order was given back, so it happens exactly once. */
  stockReturned: boolean;
  customer: { name: string; email: string; phone: string };
  /** The language its mails and SMS are written in (issue 34); absent on orders placed before: English. */
  language?: Language;
  billing: OrderAddress;
  shippingAddress: string;
  paymentMethod: PaymentMethod;
  /** Missing on orders written before card payments: those are cash on delivery. */
  paymentStatus?: PaymentStatus;
  /** A card order not paid by then is canceled and its stock given back. */
  paymentDeadline?: string;
  /**
   * Cash on delivery's confirmation (issue 31): `awaiting` until the customer (or staff on the phone) confirms,
   * `expired` when its window closed first. Absent on orders placed while it was off, and on other methods' orders.
   */
  codConfirmation?: CodConfirmation;
  /** When the unconfirmed order is canceled, and its SMS code as a salted hash (the link's token is never kept). */
  codConfirm?: CodConfirmSecrets;
  /** Wrong codes entered so far, counted in the table by ADD, so every Lambda sees the same count. */
  codWrongCodes?: number;
  /** What PayHere's last verified notification said (never the browser). */
  payment?: PaymentDetails;
  /** A bank transfer's last slip, kept private (read only through a signed link). */
  slip?: SlipFile;
  /** Every change of the order, oldest first (the back-office timeline). */
  history?: OrderEvent[];
  /** The courier and tracking number given with the move to shipped, or corrected since (issue 22). */
  tracking?: Tracking;
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** The discount code the order used (upper case), and all it saved (goods and delivery), in cents. */
  discountCode?: string;
  codeDiscountCents?: number;
  /** The part of `codeDiscountCents` taken off the delivery (a free-shipping code). */
  codeShippingCents?: number;
  /** The per-customer counters of the code its use moved (issue 32); absent on older orders: the account's. */
  codeCounters?: string[];
  estimatedArrival: string;
  /** When the order last moved to `delivered` (issue 22): the return window starts here. */
  deliveredAt?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The buyer of a guest's order (issue 32): the order holds their data, no account does. The order's link token is
 * kept only as its SHA-256 (`linkHash`); a fresh link (a lookup) replaces it.
 */
export interface GuestBuyer {
  email: string;
  phone: string;
  marketingConsent: boolean;
  /** When the guest ticked it; absent when they did not. */
  marketingConsentAt?: string;
  linkHash: string;
  /** Set once the order was claimed into an account (the `userId` it now has). */
  claimedAt?: string;
}

export interface CodConfirmSecrets {
  deadline: string;
  codeSalt: string;
  codeHash: string;
}

export interface PaymentDetails {
  paymentId: string;
  statusCode: number;
  method: string;
  cardNo: string;
  at: string;
}

/** A bank slip as stored: its private object key and type, and when the customer sent it. */
export interface SlipFile {
  key: string;
  contentType: string;
  uploadedAt: string;
}

/**
 * Who made a change: a signed-in person, a guest through the order's link, PayHere's notification, another provider's
 * (by its name), or the shop's own expiry.
 */
export type OrderActor =
  | { kind: 'user'; id: number; role: string; name: string }
  | { kind: 'payhere' }
  | { kind: 'provider'; name: string }
  /** A guest through their order's link (issue 32), named as the order names its buyer. */
  | { kind: 'guest'; name: string }
  | { kind: 'system' };

export type OrderEventKind =
  | 'placed'
  | 'status'
  /** A shipped order's tracking given or corrected (issue 22): `from` the old one (absent when none), `to` the new. */
  | 'tracking'
  | 'paid'
  | 'payment_failed'
  | 'charged_back'
  | 'refund_due'
  | 'expired'
  /** A bank transfer's slip sent by the customer, and refused by staff (`note` the reason they gave). */
  | 'slip_uploaded'
  | 'slip_rejected'
  | 'stock_returned'
  | 'stock_taken'
  /** A step of one of the order's returns (issue 22): `to` is the return's new status, `note` names it. */
  | 'return'
  /** A return's refund: `note` says how much and how. */
  | 'refund'
  /** A cash order confirmed (issue 31): `note` says how, by link, by code or by phone, and `by` who. */
  | 'cod_confirmed'
  /** A cash order not confirmed before its window closed (issue 31). */
  | 'cod_expired';

export interface OrderEvent {
  at: string;
  kind: OrderEventKind;
  by: OrderActor;
  from?: string;
  to?: string;
  note?: string;
}

/** The name a line is shown by: "Kesara Logo Tee — Size: M" (mails, CSV, PayHere's item text). */
export const orderLineName = (line: Pick<OrderLine, 'name' | 'variantLabel'>): string =>
  lineName(line.name, line.variantLabel);

/** A line with its quantity, as the timeline, the CSV and PayHere's item text list it: "… — Size: M x 2". */
export const orderLineText = (line: Pick<OrderLine, 'name' | 'variantLabel' | 'quantity'>): string =>
  `${orderLineName(line)} x ${line.quantity}`;

type NamedLine = Pick<OrderLine, 'name' | 'translatedName' | 'variantLabel' | 'translatedLabel'>;

/** The name the customer's own messages give a line: in the order's language where it had one (decisions 0099, 0107). */
export const customerLineName = (line: NamedLine): string =>
  lineName(productNameOf(line, 'as-bought'), variantLabelOf(line, 'as-bought'));

/** A line with its quantity as the customer's messages list it: "සඳුන් බාම් x 2". */
export const customerLineText = (line: NamedLine & Pick<OrderLine, 'quantity'>): string =>
  `${customerLineName(line)} x ${line.quantity}`;

/**
 * When a delivered order was delivered: recorded with the move since issue 22, read from the timeline's last move to
 * `delivered` for older orders; null for an order that is not delivered, or whose delivery left no trace (not its
 * `updatedAt`, which a later write such as a payment notification moves, and would reopen its return window).
 */
export function deliveredAtOf(order: Pick<OrderRecord, 'status' | 'deliveredAt' | 'history'>): string | null {
  if (order.status !== 'delivered') return null;
  if (order.deliveredAt) return order.deliveredAt;
  const moves = (order.history ?? []).filter((e) => e.kind === 'status' && e.to === 'delivered');
  return moves.at(-1)?.at ?? null;
}

/** A cash order that still waits for its customer's confirmation (issue 31). */
export const awaitsCodConfirmation = (order: Pick<OrderRecord, 'codConfirmation' | 'status'>): boolean =>
  order.codConfirmation === 'awaiting' && order.status === 'pending';

/** The language the order's mails and SMS are written in (issue 34). */
export const orderLanguage = (order: Pick<OrderRecord, 'language'>): Language => order.language ?? DEFAULT_LANGUAGE;

export const paymentStatusOf = (order: Pick<OrderRecord, 'paymentStatus'>): PaymentStatus =>
  order.paymentStatus ?? 'on_delivery';

/** The phone an order's messages go to and its refusals are kept under: the billing phone, else the account's. */
export const orderPhone = (order: Pick<OrderRecord, 'billing' | 'customer'>): string =>
  order.billing.phone || order.customer.phone;
