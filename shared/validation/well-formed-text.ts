import type { FieldErrors } from './fields';
import type { InOtherLanguages } from '../rules/translations';

/**
 * Text must be well-formed Unicode: a lone UTF-16 surrogate (JSON allows `"\ud800"`) cannot be encoded as UTF-8, so
 * mails, URLs and other systems fail on it later. Sinhala, Tamil and emoji (surrogate pairs) are well-formed.
 */
export const illFormedTextMessage = 'This text contains a character that cannot be read. Please retype it.';

export const illFormedTextMessageIn: InOtherLanguages<{ message: typeof illFormedTextMessage }> = {
  si: { message: 'මෙම පාඨයේ කියවිය නොහැකි අකුරක් ඇත. කරුණාකර එය නැවත ටයිප් කරන්න.' },
  ta: { message: 'இந்த உரையில் படிக்க முடியாத எழுத்து ஒன்று உள்ளது. தயவுசெய்து மீண்டும் தட்டச்சு செய்யவும்.' },
};

const LONE_SURROGATE = /\p{Cs}/u;

export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/** The same text with every lone surrogate replaced by U+FFFD (what a UTF-8 encoder would write). */
export const toWellFormedText = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/**
 * The top-level fields of a parsed body holding an ill-formed string anywhere inside (values and keys, at any depth),
 * each with the message. Walked without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function illFormedFields(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    const pending: unknown[] = [field, value];
    while (pending.length > 0) {
      const next = pending.pop();
      if (typeof next === 'string') {
        if (!isWellFormedText(next)) {
          errors[isWellFormedText(field) ? field : 'form'] = [illFormedTextMessage];
          break;
        }
      } else if (next && typeof next === 'object') {
        for (const [k, v] of Object.entries(next)) pending.push(k, v);
      }
    }
  }
  return errors;
}
