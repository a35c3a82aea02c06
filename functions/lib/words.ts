import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Language } from '../../shared/rules/languages';

/**
 * One text of a message in the shop's three languages, side by side (issue 34, decision 0089): ICU MessageFormat
 * (`{number}`, `{count, plural, one {# item} other {# items}}`), so words that change with a number follow each
 * language's own plural rules.
 */
export type Words = Readonly<Record<Language, string>>;

type Values = Record<string, string | number>;

// A message is parsed once per language and reused: a warm Lambda formats the same few texts again and again.
const parsed = new Map<string, IntlMessageFormat>();

/**
 * `words` in `language`, with its values put in. Tags are not read (`<` is a letter here): a mail escapes the result
 * itself where it goes into HTML.
 */
export function say(words: Words, language: Language, values: Values = {}): string {
  const source = words[language];
  const key = `${language}\u0000${source}`;
  let message = parsed.get(key);
  if (!message) {
    message = new IntlMessageFormat(source, LOCALES[language], undefined, { ignoreTag: true });
    parsed.set(key, message);
  }
  return String(message.format(values));
}
