import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/validation/auth-messages';
import { productMessages } from '../../shared/validation/product-messages';
import { returnMessages } from '../../shared/rules/returns';
import { catalogSearch } from '../../shared/routes/entries/catalog-search';
import { invalidCredentials, resetCodeRefused } from '../../functions/domain/auth/auth-errors';
import { cartBusy, cartChanged, cartEmpty, cartFull } from '../../functions/domain/cart/cart-errors';
import { productChanged, skuTaken, unreadableImage } from '../../functions/domain/catalog/catalog-errors';
import { outOfStock, priceChanged, stockChanged } from '../../functions/domain/inventory/inventory-errors';
import { cannotReopen, orderBusy } from '../../functions/domain/orders/order-errors';
import { invalidNotification, notPayable } from '../../functions/domain/payments/payment-errors';
import { codeRefused, codeStoppedApplying } from '../../functions/domain/promotions/promotion-errors';
import {
  orderHasReturn,
  refundNeedsCheck,
  refundRefused,
  refundUnanswered,
  refundUnderWay,
  returnCannotMove,
  returnOfCanceledOrder,
} from '../../functions/domain/returns/return-errors';
import { alreadyReviewed, notReceived, reviewBusy } from '../../functions/domain/reviews/review-errors';
import { notFound, refusedValue, shopBusy, tooManyAttempts } from '../../functions/domain/shop-errors';
import { emailTaken } from '../../functions/domain/users/user-errors';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { searchContext, searchEvent } from '../support/search-request';

/**
 * Every refusal of the shop's rules, answered through the HTTP wrapper as a route answers it: the status, the body
 * byte for byte and the headers that matter (Retry-After). The wire format is fixed, so this list only grows.
 */
type Http = typeof import('../../functions/handlers/http');
let http: Http;

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  http = await import('../../functions/handlers/http');
});

const event = searchEvent;
const context = searchContext('req-answers');

async function answerTo(error: unknown) {
  const handler = http.httpHandler(catalogSearch, async () => {
    throw error;
  });
  const result = await handler(event, context);
  return { status: result.statusCode, body: result.body, retryAfter: result.headers['retry-after'] };
}

const refusal = (message: string) => JSON.stringify({ status: 'error', message });
const fieldRefusal = (field: string, message: string) =>
  JSON.stringify({ status: 'error', message, errors: { [field]: [message] } });

interface Case {
  name: string;
  error: () => Error;
  status: number;
  body: string;
  retryAfter?: string;
}

const cases: Case[] = [
  {
    name: 'not found',
    error: () => notFound('Product not found.'),
    status: 404,
    body: refusal('Product not found.'),
  },
  {
    name: 'out of stock',
    error: () => outOfStock({ name: 'Sandalwood Beard Oil', stock: 0 }),
    status: 400,
    body: refusal('Sorry, Sandalwood Beard Oil is out of stock.'),
  },
  {
    name: 'not enough stock',
    error: () => outOfStock({ name: 'Sandalwood Beard Oil', stock: 2 }),
    status: 400,
    body: refusal('Not enough stock available. Only 2 of Sandalwood Beard Oil left.'),
  },
  {
    name: 'cart empty',
    error: () => cartEmpty(),
    status: 400,
    body: refusal('Your cart is empty. Add a product before checking out.'),
  },
  {
    name: 'cart full',
    error: () => cartFull(50),
    status: 400,
    body: refusal('Your cart can hold up to 50 different products. Please check out or remove some first.'),
  },
  {
    name: 'cart changed',
    error: () => cartChanged(),
    status: 409,
    body: refusal('Your cart changed while the order was being placed. Please review your cart and try again.'),
  },
  {
    name: 'cart busy',
    error: () => cartBusy(),
    status: 409,
    body: refusal('Your cart is being changed in another window. Please try again.'),
  },
  {
    name: 'price changed',
    error: () => priceChanged('Coconut Beard Balm'),
    status: 409,
    body: refusal(
      'The price of Coconut Beard Balm has just changed. Please review your cart and place the order again.',
    ),
  },
  {
    name: 'stock changed',
    error: () => stockChanged(),
    status: 409,
    body: fieldRefusal(
      'stockQuantity',
      'The stock of this product changed while you were editing it (an order was placed). Reload the product and try again.',
    ),
  },
  {
    name: 'product changed',
    error: () => productChanged(),
    status: 409,
    body: refusal('This product was changed by someone else while you were editing it. Reload it and try again.'),
  },
  {
    name: 'cannot reopen',
    error: () => cannotReopen('Cannot reopen: Sandalwood Beard Oil has 1 left.'),
    status: 400,
    body: refusal('Cannot reopen: Sandalwood Beard Oil has 1 left.'),
  },
  {
    name: 'order busy',
    error: () => orderBusy('The order changed meanwhile. Please try again.'),
    status: 409,
    body: refusal('The order changed meanwhile. Please try again.'),
  },
  {
    name: 'shop busy',
    error: () => shopBusy(),
    status: 503,
    body: refusal('The shop is busy. Please try again.'),
    retryAfter: '1',
  },
  {
    name: 'not payable',
    error: () => notPayable(),
    status: 409,
    body: refusal('This order can no longer be paid by card.'),
  },
  {
    name: 'a notification that does not match',
    error: () => invalidNotification('mismatch'),
    status: 400,
    body: refusal('The payment notification is not valid.'),
  },
  {
    name: 'a forged notification',
    error: () => invalidNotification('forged'),
    status: 403,
    body: refusal('The payment notification is not valid.'),
  },
  {
    name: 'a notification for no card order',
    error: () => invalidNotification('unknown-order'),
    status: 404,
    body: refusal('The payment notification is not valid.'),
  },
  {
    name: 'email taken',
    error: () => emailTaken(),
    status: 422,
    body: fieldRefusal('email', messages.emailTaken),
  },
  {
    name: 'SKU taken',
    error: () => skuTaken(),
    status: 422,
    body: fieldRefusal('sku', productMessages.skuTaken),
  },
  {
    name: "a variant's SKU taken",
    error: () => skuTaken('This SKU is used twice.', 'variants.2.sku'),
    status: 422,
    body: fieldRefusal('variants.2.sku', 'This SKU is used twice.'),
  },
  {
    name: 'refused value',
    error: () => refusedValue('images', 'A product needs at least one image.'),
    status: 422,
    body: fieldRefusal('images', 'A product needs at least one image.'),
  },
  {
    name: 'unreadable image',
    error: () => unreadableImage(),
    status: 422,
    body: fieldRefusal('images', productMessages.imageType),
  },
  {
    name: 'invalid credentials',
    error: () => invalidCredentials(),
    status: 401,
    body: refusal('Invalid email or password.'),
  },
  {
    name: 'too many attempts',
    error: () => tooManyAttempts('Too many failed sign-in attempts.', 120),
    status: 429,
    body: refusal('Too many failed sign-in attempts.'),
    retryAfter: '120',
  },
  {
    name: 'reset code refused',
    error: () => resetCodeRefused('The code has expired.'),
    status: 422,
    body: fieldRefusal('code', 'The code has expired.'),
  },
  {
    name: 'not received',
    error: () => notReceived(),
    status: 403,
    body: refusal('Only customers who received this product can review it.'),
  },
  {
    name: 'already reviewed',
    error: () => alreadyReviewed(),
    status: 409,
    body: refusal('You have already reviewed this product.'),
  },
  {
    name: 'review busy',
    error: () => reviewBusy(),
    status: 409,
    body: refusal('This review is being changed elsewhere. Please reload and try again.'),
  },
  {
    name: 'code refused',
    error: () => codeRefused('This code has expired.'),
    status: 422,
    body: fieldRefusal('code', 'This code has expired.'),
  },
  {
    name: 'code stopped applying',
    error: () => codeStoppedApplying('The code no longer applies.'),
    status: 409,
    body: refusal('The code no longer applies.'),
  },
  {
    name: 'return cannot move',
    error: () => returnCannotMove('requested', 'refunded'),
    status: 409,
    body: refusal(returnMessages.cannotMove('requested', 'refunded')),
  },
  {
    name: 'order has a return',
    error: () => orderHasReturn(),
    status: 409,
    body: refusal(returnMessages.orderHasReturn),
  },
  {
    name: 'return of a canceled order',
    error: () => returnOfCanceledOrder(),
    status: 409,
    body: refusal(returnMessages.orderCanceled),
  },
  {
    name: 'refund refused',
    error: () => refundRefused(),
    status: 502,
    body: refusal(returnMessages.payhereRefused),
  },
  {
    name: 'refund unanswered',
    error: () => refundUnanswered(),
    status: 502,
    body: refusal(returnMessages.payhereSilent),
  },
  {
    name: 'refund needs a check',
    error: () => refundNeedsCheck(),
    status: 409,
    body: refusal(returnMessages.refundCheck),
  },
  {
    name: 'refund under way',
    error: () => refundUnderWay(),
    status: 409,
    body: refusal(returnMessages.refundUnderWay),
  },
];

describe("every refusal's answer, byte for byte", () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    expect(await answerTo(c.error())).toEqual({ status: c.status, body: c.body, retryAfter: c.retryAfter });
  });
});
