import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError } from '../../functions/lib/errors';
import type { ShopRequest } from '../../functions/lib/http-handler';
import { parseRequest } from '../../functions/lib/parse-request';
import type { Session } from '../../functions/lib/session';
import type { RouteBody, RouteParams, RouteResponse } from '../../shared/routes';
import { cartUpdate } from '../../shared/routes/entries/cart-update';
import { catalogProduct } from '../../shared/routes/entries/catalog-product';

const event = (pathParameters: Record<string, string>, body: unknown): APIGatewayProxyEventV2 =>
  ({ pathParameters, body: JSON.stringify(body), isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;

function refusal(run: () => unknown): { status: number; message: string; errors?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
}

describe('the typed route table', () => {
  it('types a handler request from its entry: parsed params and body, a session exactly when the route is not public', () => {
    expectTypeOf<ShopRequest<typeof cartUpdate>['session']>().toEqualTypeOf<Session>();
    expectTypeOf<ShopRequest<typeof catalogProduct>['session']>().toEqualTypeOf<Session | null>();
    expectTypeOf<ShopRequest<typeof cartUpdate>['params']['itemId']>().toEqualTypeOf<number>();
    expectTypeOf<ShopRequest<typeof cartUpdate>['body']['quantity']>().toEqualTypeOf<number>();
  });

  it('types callers by route id, and a misspelt id does not compile', () => {
    expectTypeOf<RouteResponse<'cart-list'>['data'][number]['total_price']>().toEqualTypeOf<number>();
    expectTypeOf<RouteParams<'cart-update'>>().toEqualTypeOf<{ itemId: string | number }>();
    // @ts-expect-error 'cart-lst' is not a route id
    expectTypeOf<RouteBody<'cart-lst'>>().toBeUnknown();
  });

  it('parses a request with its entry: a path id that is not digits is the route 404, a bad body the 422 field map', () => {
    expect(
      parseRequest(cartUpdate, event({ itemId: '12' }, { quantity: '3' }), {}, Buffer.from('{"quantity":"3"}')),
    ).toEqual({ params: { itemId: 12 }, query: {}, body: { quantity: 3 } });
    expect(refusal(() => parseRequest(cartUpdate, event({ itemId: '1e3' }, {}), {}, Buffer.from('{}')))).toEqual({
      status: 404,
      message: 'Cart item not found',
      errors: undefined,
    });
    expect(
      refusal(() => parseRequest(cartUpdate, event({ itemId: '12' }, {}), {}, Buffer.from('{"quantity":0}'))),
    ).toEqual({
      status: 422,
      message: 'Please provide valid quantity',
      errors: { quantity: ['Please provide valid quantity'] },
    });
    expect(refusal(() => parseRequest(cartUpdate, event({ itemId: '12' }, {}), {}, Buffer.from('[1]'))).status).toBe(
      400,
    );
  });
});
