import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/validation/auth-messages';
import { productMessages } from '../../shared/validation/product-messages';
import { returnMessages } from '../../shared/rules/returns';
import { catalogSearch } from '../../shared/routes/entries/catalog-search';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * Every refusal of the shop's rules, answered through the HTTP wrapper as a route answers it: the status, the body
 * byte for byte and the headers that matter (Retry-After). The wire format is fixed, so this list only grows.
 */
type Http = typeof import('../../functions/handlers/http');
type Errors = typeof import('../../functions/domain/errors');
let http: Http;
let errors: Errors;

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  http = await import('../../functions/handlers/http');
  errors = await import('../../functions/domain/errors');
});

const event = {
  version: '2.0',
  rawPath: '/api/v2/search/products',
  headers: {},
  requestContext: { requestId: 'gateway-id', http: { method: 'GET' } },
} as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'req-answers', functionName: 'catalog-search' } as Context;

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
    error: () => new errors.NotFound('Product not found.'),
    status: 404,
    body: refusal('Product not found.'),
  },
  {
    name: 'out of stock',
    error: () => new errors.OutOfStock({ name: 'Sandalwood Beard Oil', stock: 0 }),
    status: 400,
    body: refusal('Sorry, Sandalwood Beard Oil is out of stock.'),
  },
  {
    name: 'not enough stock',
    error: () => new errors.OutOfStock({ name: 'Sandalwood Beard Oil', stock: 2 }),
    status: 400,
    body: refusal('Not enough stock available. Only 2 of Sandalwood Beard Oil left.'),
  },
  {
    name: 'cart empty',
    error: () => new errors.CartEmpty(),
    status: 400,
    body: refusal('Your cart is empty. Add a product before checking out.'),
  },
  {
    name: 'cart full',
    error: () => new errors.CartFull(50),
    status: 400,
    body: refusal('Your cart can hold up to 50 different products. Please check out or remove some first.'),
  },
  {
    name: 'cart changed',
    error: () => new errors.CartChanged(),
    status: 409,
    body: refusal('Your cart changed while the order was being placed. Please review your cart and try again.'),
  },
  {
    name: 'cart busy',
    error: () => new errors.CartBusy(),
    status: 409,
    body: refusal('Your cart is being changed in another window. Please try again.'),
  },
  {
    name: 'price changed',
    error: () => new errors.PriceChanged('Coconut Beard Balm'),
    status: 409,
    body: refusal(
      'The price of Coconut Beard Balm has just changed. Please review your cart and place the order again.',
    ),
  },
  {
    name: 'stock changed',
    error: () => new errors.StockChanged(),
    status: 409,
    body: fieldRefusal(
      'stockQuantity',
      'The stock of this product changed while you were editing it (an order was placed). Reload the product and try again.',
    ),
  },
  {
    name: 'product changed',
    error: () => new errors.ProductChanged(),
    status: 409,
    body: refusal('This product was changed by someone else while you were editing it. Reload it and try again.'),
  },
  {
    name: 'cannot reopen',
    error: () => new errors.CannotReopen('Cannot reopen: Sandalwood Beard Oil has 1 left.'),
    status: 400,
    body: refusal('Cannot reopen: Sandalwood Beard Oil has 1 left.'),
  },
  {
    name: 'order busy',
    error: () => new errors.OrderBusy('The order changed meanwhile. Please try again.'),
    status: 409,
    body: refusal('The order changed meanwhile. Please try again.'),
  },
  {
    name: 'shop busy',
    error: () => new errors.ShopBusy(),
    status: 503,
    body: refusal('The shop is busy. Please try again.'),
    retryAfter: '1',
  },
  {
    name: 'not payable',
    error: () => new errors.NotPayable(),
    status: 409,
    body: refusal('This order can no longer be paid by card.'),
  },
  {
    name: 'a notification that does not match',
    error: () => new errors.InvalidNotification('mismatch'),
    status: 400,
    body: refusal('The payment notification is not valid.'),
  },
  {
    name: 'a forged notification',
    error: () => new errors.InvalidNotification('forged'),
    status: 403,
    body: refusal('The payment notification is not valid.'),
  },
  {
    name: 'a notification for no card order',
    error: () => new errors.InvalidNotification('unknown-order'),
    status: 404,
    body: refusal('The payment notification is not valid.'),
  },
  {
    name: 'email taken',
    error: () => new errors.EmailTaken(),
    status: 422,
    body: fieldRefusal('email', messages.emailTaken),
  },
  {
    name: 'SKU taken',
    error: () => new errors.SkuTaken(),
    status: 422,
    body: fieldRefusal('sku', productMessages.skuTaken),
  },
  {
    name: "a variant's SKU taken",
    error: () => new errors.SkuTaken('This SKU is used twice.', 'variants.2.sku'),
    status: 422,
    body: fieldRefusal('variants.2.sku', 'This SKU is used twice.'),
  },
  {
    name: 'refused value',
    error: () => new errors.RefusedValue('images', 'A product needs at least one image.'),
    status: 422,
    body: fieldRefusal('images', 'A product needs at least one image.'),
  },
  {
    name: 'unreadable image',
    error: () => new errors.UnreadableImage(),
    status: 422,
    body: fieldRefusal('images', productMessages.imageType),
  },
  {
    name: 'invalid credentials',
    error: () => new errors.InvalidCredentials(),
    status: 401,
    body: refusal('Invalid email or password.'),
  },
  {
    name: 'too many attempts',
    error: () => new errors.TooManyAttempts('Too many failed sign-in attempts.', 120),
    status: 429,
    body: refusal('Too many failed sign-in attempts.'),
    retryAfter: '120',
  },
  {
    name: 'reset code refused',
    error: () => new errors.ResetCodeRefused('The code has expired.'),
    status: 422,
    body: fieldRefusal('code', 'The code has expired.'),
  },
  {
    name: 'not received',
    error: () => new errors.NotReceived(),
    status: 403,
    body: refusal('Only customers who received this product can review it.'),
  },
  {
    name: 'already reviewed',
    error: () => new errors.AlreadyReviewed(),
    status: 409,
    body: refusal('You have already reviewed this product.'),
  },
  {
    name: 'review busy',
    error: () => new errors.ReviewBusy(),
    status: 409,
    body: refusal('This review is being changed elsewhere. Please reload and try again.'),
  },
  {
    name: 'code refused',
    error: () => new errors.CodeRefused('This code has expired.'),
    status: 422,
    body: fieldRefusal('code', 'This code has expired.'),
  },
  {
    name: 'code stopped applying',
    error: () => new errors.CodeStoppedApplying('The code no longer applies.'),
    status: 409,
    body: refusal('The code no longer applies.'),
  },
  {
    name: 'return cannot move',
    error: () => new errors.ReturnCannotMove('requested', 'refunded'),
    status: 409,
    body: refusal(returnMessages.cannotMove('requested', 'refunded')),
  },
  {
    name: 'order has a return',
    error: () => new errors.OrderHasReturn(),
    status: 409,
    body: refusal(returnMessages.orderHasReturn),
  },
  {
    name: 'return of a canceled order',
    error: () => new errors.ReturnOfCanceledOrder(),
    status: 409,
    body: refusal(returnMessages.orderCanceled),
  },
  {
    name: 'refund refused',
    error: () => new errors.RefundRefused(),
    status: 502,
    body: refusal(returnMessages.payhereRefused),
  },
  {
    name: 'refund unanswered',
    error: () => new errors.RefundUnanswered(),
    status: 502,
    body: refusal(returnMessages.payhereSilent),
  },
  {
    name: 'refund needs a check',
    error: () => new errors.RefundNeedsCheck(),
    status: 409,
    body: refusal(returnMessages.refundCheck),
  },
  {
    name: 'refund under way',
    error: () => new errors.RefundUnderWay(),
    status: 409,
    body: refusal(returnMessages.refundUnderWay),
  },
];

describe("every refusal's answer, byte for byte", () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    expect(await answerTo(c.error())).toEqual({ status: c.status, body: c.body, retryAfter: c.retryAfter });
  });
});
