import { describe, expect, expectTypeOf, it } from 'vitest';
import type { routeHandlers } from '../../functions/lib/http-handler';
import { json, raw, success, text, type JsonResponse, type RawResponse } from '../../functions/lib/responses';
import type { RouteResponse } from '../../shared/routes';
import type { ProductDetail } from '../../shared/api/catalog';
import { adminOrdersExport } from '../../shared/routes/entries/admin-orders-export';
import { checkoutCod } from '../../shared/routes/entries/checkout-cod';
import { contactSend } from '../../shared/routes/entries/contact-send';
import { wishlistAdd } from '../../shared/routes/entries/wishlist-add';

/**
 * A handler's answer is typed by its route entry (decision 0052). The `@ts-expect-error` lines are the proof that a
 * wrong body does not compile: `tsc` (npm run lint) fails if any of them stops being an error.
 */
declare const httpHandler: ReturnType<typeof routeHandlers>;

/** Never called: these lines are here for the compiler only. */
export function answersTheCompilerChecks() {
  // What the handlers answer today compiles.
  httpHandler(wishlistAdd, async () => success({ message: 'Product added to wishlist' }));
  httpHandler(contactSend, async () => json(200, { success: true, status: 'success', message: 'Sent' }));
  httpHandler(adminOrdersExport, async () => raw(200, { 'content-type': 'text/csv' }, 'id\n'));

  // @ts-expect-error `message` is required by `done`
  httpHandler(wishlistAdd, async () => success({}));
  // @ts-expect-error a field the schema does not have
  httpHandler(wishlistAdd, async () => success({ message: 'Added', added: true }));
  // @ts-expect-error a field of the wrong type
  httpHandler(wishlistAdd, async () => success({ message: 404 }));
  // @ts-expect-error the cash-on-delivery answer's message is one exact text
  httpHandler(checkoutCod, async () => success({ message: 'Order placed', order: placedOrder }));
  // @ts-expect-error `success: true` is part of the contact answer
  httpHandler(contactSend, async () => json(200, { status: 'success', message: 'Sent' }));
  // @ts-expect-error a JSON route cannot answer raw text
  httpHandler(wishlistAdd, async () => text(200, 'text/plain', 'ok', 60));
  // @ts-expect-error a route that produces CSV cannot answer JSON
  httpHandler(adminOrdersExport, async () => json(200, 'id\n'));

  // A body built before the call is checked too (without the excess-field check of a literal).
  const built = { message: 7 };
  // @ts-expect-error `message` is a number
  httpHandler(wishlistAdd, async () => success(built));
}

const placedOrder = {
  id: 1,
  order_number: 'ORD-1',
  status: 'pending',
  payment_method: 'COD',
  payment_status: 'on_delivery',
  payment_deadline: null,
  subtotal: 1,
  discount: 0,
  shipping: 0,
  tax: 0,
  total: 1,
  tracking: null,
  estimated_arrival: '',
  created_at: '',
} as const;

describe('answers typed from the route table', () => {
  it('gives the web client the entry answer, with a route message as the route says it', () => {
    expectTypeOf<RouteResponse<'catalog-product'>['data']>().toEqualTypeOf<ProductDetail>();
    expectTypeOf<RouteResponse<'wishlist-add'>['message']>().toEqualTypeOf<string>();
    expectTypeOf<RouteResponse<'checkout-cod'>['message']>().toEqualTypeOf<'Order created successfully'>();
    expectTypeOf<RouteResponse<'catalog-featured'>['message']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<RouteResponse<'admin-orders-export'>>().toEqualTypeOf<string>();
  });

  it('keeps the bytes: the success envelope puts status first, a raw answer is its text', () => {
    const answer: JsonResponse<RouteResponse<'checkout-cod'>> = success(
      { message: 'Order created successfully', order: placedOrder },
      201,
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toBe(
      `{"status":"success","message":"Order created successfully","order":${JSON.stringify(placedOrder)}}`,
    );
    expect(answer.headers).toEqual({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });

    const file: RawResponse = text(200, 'text/plain; charset=utf-8', 'User-agent: *\n', 3600);
    expect(file).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      body: 'User-agent: *\n',
    });
  });
});
