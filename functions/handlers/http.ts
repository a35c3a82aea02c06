import { httpHandler as wrap, type ShopRequest } from '../lib/http-handler';
import { answerFor } from './error-map';

export { numericParam, type AuthedRequest, type ShopRequest } from '../lib/http-handler';

type Handle<R extends ShopRequest> = (req: R) => ReturnType<Parameters<typeof wrap>[1]>;

/**
 * Every route's Lambda handler: lib's middleware stack with the handlers layer's answers to domain errors
 * (decision 0033). lib cannot import domain, so the map is handed down from here.
 */
export function httpHandler<R extends ShopRequest = ShopRequest>(routeId: string, handle: Handle<R>) {
  return wrap<R>(routeId, handle, { answerDomainError: answerFor });
}
