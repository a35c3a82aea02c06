import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** An HTTP API event of the product search (any route would do), for tests of the HTTP wrapper's answers. */
export const searchEvent = {
  version: '2.0',
  rawPath: '/api/v2/search/products',
  headers: {},
  requestContext: { requestId: 'gateway-id', http: { method: 'GET' } },
} as unknown as APIGatewayProxyEventV2;

/** The Lambda context of one invocation of that route. */
export const searchContext = (awsRequestId: string) => ({ awsRequestId, functionName: 'catalog-search' }) as Context;
