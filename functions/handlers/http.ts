import { sessionFromToken } from '../domain/auth';
import { routeHandlers } from '../lib/http-handler';
import { answerFor } from './error-map';

/**
 * The session a token names. The bundles of routes that never look at the caller are built with
 * SHOP_BUNDLE_WITHOUT_SESSIONS="true" (infra/api/shop-function.ts): the branch is then dead code, so token
 * verification, the signing key and Secrets Manager are not in those bundles at all.
 */
const sessionOf = (token: string) =>
  process.env.SHOP_BUNDLE_WITHOUT_SESSIONS === 'true' ? Promise.resolve(null) : sessionFromToken(token);

/**
 * `httpHandler(entry, handle)`: every API handler is made with this (functions/lib/http-handler.ts), with the
 * session resolver and the one map from domain errors to the contract's answers (decision 0033); lib cannot import
 * domain, so both are handed down from here.
 */
/**
 * The Sinhala and Tamil of the refusals (decision 0098), read on the first request that asks for one: every function
 * bundles them, and an English request never evaluates them.
 */
const loadRefusalTexts = () => import('./refusal-texts').then((texts) => texts.refusalIn);

export const httpHandler = routeHandlers({ sessionOf, answerDomainError: answerFor, loadRefusalTexts });
