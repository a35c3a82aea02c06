import { Logger } from '@aws-lambda-powertools/logger';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The shop's structured log (Powertools Logger, one JSON line per entry; decision 0034). Every line written while a
 * request is handled carries that request's `request_id` and `route`: they come from an AsyncLocalStorage scope
 * opened by the HTTP wrapper, so they stay exact even where one process serves many requests at once (the local
 * shop); `injectLambdaContext` adds Lambda's own fields (function name, cold start) in the cloud.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'kesara-shop' });

export interface RequestFields {
  request_id: string;
  route: string;
}

const requestScope = new AsyncLocalStorage<RequestFields>();

/** Runs `work` with every log line inside it tagged with the request's id and route. */
export function withRequestFields<T>(fields: RequestFields, work: () => Promise<T>): Promise<T> {
  return requestScope.run(fields, work);
}

type Fields = Record<string, unknown>;
const scoped = (fields: Fields) => ({ ...requestScope.getStore(), ...fields });

export const log = {
  info: (message: string, fields: Fields = {}) => logger.info(message, scoped(fields)),
  warn: (message: string, fields: Fields = {}) => logger.warn(message, scoped(fields)),
  /** An error line with the error's name, message and stack. */
  error: (message: string, error: unknown, fields: Fields = {}) =>
    logger.error(message, scoped({ ...fields, error: error instanceof Error ? error : new Error(String(error)) })),
};
