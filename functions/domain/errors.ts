import { messages } from '../../shared/validation/auth-messages';
import { productMessages } from '../../shared/validation/product-messages';
import { returnMessages, type ReturnStatus } from '../../shared/rules/returns';
import { DomainError } from '../lib/domain-error';

/**
 * Every refusal the shop's rules can give, each named by what happened and worded as SPEC words it. None knows HTTP:
 * functions/handlers/error-map.ts answers each code (decision 0033). A new refusal is a new class here plus its
 * line in that map; the map's type does not compile until the line is there.
 */

/** Something named by id is not there, or is someone else's (which must not be told apart). */
export class NotFound extends DomainError {
  readonly code = 'not-found';
}

/** A cart line or an order wants more units than the product has. */
export class OutOfStock extends DomainError {
  readonly code = 'out-of-stock';
  constructor(readonly product: { name: string; stock: number }) {
    super(
      product.stock <= 0
        ? `Sorry, ${product.name} is out of stock.`
        : `Not enough stock available. Only ${product.stock} of ${product.name} left.`,
    );
  }
}

export class CartEmpty extends DomainError {
  readonly code = 'cart-empty';
  constructor() {
    super('Your cart is empty. Add a product before checking out.');
  }
}

export class CartFull extends DomainError {
  readonly code = 'cart-full';
  constructor(maxLines: number) {
    super(`Your cart can hold up to ${maxLines} different products. Please check out or remove some first.`);
  }
}

/** The cart moved on (another submission, another window) between reading it and writing the order. */
export class CartChanged extends DomainError {
  readonly code = 'cart-changed';
  constructor() {
    super('Your cart changed while the order was being placed. Please review your cart and try again.');
  }
}

/** A cart change kept losing races with other changes of the same cart. */
export class CartBusy extends DomainError {
  readonly code = 'cart-busy';
  constructor() {
    super('Your cart is being changed in another window. Please try again.');
  }
}

/** The price or discount changed after the customer saw it: never charge a price they did not see. */
export class PriceChanged extends DomainError {
  readonly code = 'price-changed';
  constructor(productName: string) {
    super(`The price of ${productName} has just changed. Please review your cart and place the order again.`);
  }
}

/** An admin's stock edit met a stock that orders moved meanwhile. */
export class StockChanged extends DomainError {
  readonly code = 'stock-changed';
  constructor() {
    super(
      'The stock of this product changed while you were editing it (an order was placed). Reload the product and try again.',
    );
  }
}

/** Someone else saved the product between this editor's read and write. */
export class ProductChanged extends DomainError {
  readonly code = 'product-changed';
  constructor() {
    super('This product was changed by someone else while you were editing it. Reload it and try again.');
  }
}

/** A canceled order cannot leave `canceled`: a product is gone or short. */
export class CannotReopen extends DomainError {
  readonly code = 'cannot-reopen';
}

/** An order kept changing under a status or payment change (the message says which). */
export class OrderBusy extends DomainError {
  readonly code = 'order-busy';
}

/**
 * A write kept losing races with other writes to the same items (a flash sale on one product) after all its retries:
 * nothing was written, and trying again in a moment works (decision 0059).
 */
export class ShopBusy extends DomainError {
  readonly code = 'shop-busy';
  constructor() {
    super('The shop is busy. Please try again.');
  }
}

export class NotPayable extends DomainError {
  readonly code = 'not-payable';
  constructor() {
    super('This order can no longer be paid by card.');
  }
}

/** A PayHere notification that must change nothing: malformed or mismatched, not signed by PayHere, or for no card order. */
export class InvalidNotification extends DomainError {
  readonly code = 'invalid-notification';
  constructor(readonly reason: 'mismatch' | 'forged' | 'unknown-order') {
    super('The payment notification is not valid.');
  }
}

export class EmailTaken extends DomainError {
  readonly code = 'email-taken';
  constructor() {
    super(messages.emailTaken);
  }
}

export class SkuTaken extends DomainError {
  readonly code = 'sku-taken';
  /** `field`: the form field that named the SKU, `sku` or a variant's `variants.2.sku`. */
  constructor(
    message: string = productMessages.skuTaken,
    readonly field: string = 'sku',
  ) {
    super(message);
  }
}

/** A value of one field that a rule beyond the form's schema refuses (e.g. a product left without images). */
export class RefusedValue extends DomainError {
  readonly code = 'refused-value';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** An uploaded file that looks like a JPEG or PNG but that the image library cannot read. */
export class UnreadableImage extends DomainError {
  readonly code = 'unreadable-image';
  constructor() {
    super(productMessages.imageType);
  }
}

export class InvalidCredentials extends DomainError {
  readonly code = 'invalid-credentials';
  constructor() {
    super('Invalid email or password.');
  }
}

/** Too many tries of something (sign-ins, reset codes) for now; `retryAfterSeconds` says when to try again. */
export class TooManyAttempts extends DomainError {
  readonly code = 'too-many-attempts';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A password-reset code that is wrong, expired or used up. */
export class ResetCodeRefused extends DomainError {
  readonly code = 'reset-code-refused';
}

/** A review from a customer with no delivered order holding the product (issue 24). */
export class NotReceived extends DomainError {
  readonly code = 'not-received';
  constructor() {
    super('Only customers who received this product can review it.');
  }
}

/** One review per customer per product. */
export class AlreadyReviewed extends DomainError {
  readonly code = 'already-reviewed';
  constructor() {
    super('You have already reviewed this product.');
  }
}

/** A review kept changing under an edit or a moderation (many writes at once). */
export class ReviewBusy extends DomainError {
  readonly code = 'review-busy';
  constructor() {
    super('This review is being changed elsewhere. Please reload and try again.');
  }
}

/** A discount code the shopper may not use now; the message says why, word for word (issue 21). */
export class CodeRefused extends DomainError {
  readonly code = 'code-refused';
}

/** The cart's code stopped applying between applying it and checking out: nothing is placed, the shopper decides. */
export class CodeStoppedApplying extends DomainError {
  readonly code = 'code-stopped-applying';
}

/** A return asked to move where its steps do not lead, a repeat included (issue 22): 409 with the move's words. */
export class ReturnCannotMove extends DomainError {
  readonly code = 'return-cannot-move';
  constructor(from: ReturnStatus, to: ReturnStatus) {
    super(returnMessages.cannotMove(from, to));
  }
}

/** An order with a return that was not rejected is canceled: its stock is the return's to give back (issue 22). */
export class OrderHasReturn extends DomainError {
  readonly code = 'order-has-return';
  constructor() {
    super(returnMessages.orderHasReturn);
  }
}

/** A return of an order canceled meanwhile is received: the cancel gave the stock back already. */
export class ReturnOfCanceledOrder extends DomainError {
  readonly code = 'return-of-canceled-order';
  constructor() {
    super(returnMessages.orderCanceled);
  }
}

/** PayHere did not accept a refund: nothing was refunded, the return stays received. */
export class RefundRefused extends DomainError {
  readonly code = 'refund-refused';
  constructor() {
    super(returnMessages.payhereRefused);
  }
}

/** PayHere did not answer a refund: it may have refunded, so the claim is kept and staff check (decision 0061). */
export class RefundUnanswered extends DomainError {
  readonly code = 'refund-unanswered';
  constructor() {
    super(returnMessages.payhereSilent);
  }
}

/** A card refund whose outcome is unknown, asked again without PayHere's refund reference: never refunded twice. */
export class RefundNeedsCheck extends DomainError {
  readonly code = 'refund-needs-check';
  constructor() {
    super(returnMessages.refundCheck);
  }
}

/** A card refund another request is making now (it holds the claim and is calling PayHere): asked again later. */
export class RefundUnderWay extends DomainError {
  readonly code = 'refund-under-way';
  constructor() {
    super(returnMessages.refundUnderWay);
  }
}

/** Every domain error; the handlers' map must answer each of their codes. */
export type ShopError =
  | NotFound
  | OutOfStock
  | CartEmpty
  | CartFull
  | CartChanged
  | CartBusy
  | PriceChanged
  | StockChanged
  | ProductChanged
  | CannotReopen
  | OrderBusy
  | ShopBusy
  | NotPayable
  | InvalidNotification
  | EmailTaken
  | SkuTaken
  | RefusedValue
  | UnreadableImage
  | InvalidCredentials
  | TooManyAttempts
  | ResetCodeRefused
  | NotReceived
  | AlreadyReviewed
  | ReviewBusy
  | CodeRefused
  | CodeStoppedApplying
  | ReturnCannotMove
  | OrderHasReturn
  | ReturnOfCanceledOrder
  | RefundRefused
  | RefundUnanswered
  | RefundNeedsCheck
  | RefundUnderWay;
