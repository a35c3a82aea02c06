import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteEntryDef } from '../../shared/routes/types';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../shared/rules/translations';

/** The back-office's routes: staff work in English, whatever the request asks (issue 34). */
const BACK_OFFICE = new Set<RouteEntryDef['access']>(['staff', 'admin', 'staff+admin']);

/**
 * The language a shopper route's refusals are answered in: Sinhala or Tamil only when the request asks with
 * `?lang=si|ta` (decision 0098), never from `Accept-Language` (the older client's browsers send it too). Anything
 * else, `lang` absent, `en` or another value, leaves every answer exactly as it was.
 */
export function refusalLanguageOf(route: RouteEntryDef, event: APIGatewayProxyEventV2): TranslatedLanguage | null {
  if (BACK_OFFICE.has(route.access)) return null;
  const asked = event.queryStringParameters?.lang;
  return TRANSLATED_LANGUAGES.find((language) => language === asked) ?? null;
}
