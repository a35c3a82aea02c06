import { sessionFromToken } from '../domain/auth/sessions';
import { routeHandlers } from '../lib/http-handler';

/**
 * The session a token names. The bundles of routes that never look at the caller are built with
 * SHOP_BUNDLE_WITHOUT_SESSIONS="true" (infra/api/shop-function.ts): the branch is then dead code, so token
 * verification, the signing key and Secrets Manager are not in those bundles at all.
 */
const sessionOf = (token: string) => (process.env.SHOP_BUNDLE_WITHOUT_SESSIONS === 'true' ? Promise.resolve(null) : sessionFromToken(token));

/** `httpHandler(entry, handle)`: every API handler is made with this (functions/lib/http-handler.ts). */
export const httpHandler = routeHandlers(sessionOf);
