import { DEFAULT_LANGUAGE } from '../../../../shared/rules/languages';
import { intlFor, type MessageId } from './catalogues';
import { useText } from './use-text';

/**
 * The web's own checks' English (the shared schemas' messages) to their ids: the `check.*` texts of the English
 * catalogue as loaded (they are in the areas' chunk, decision 0102, which the pages with such forms have loaded).
 */
function checkIds(): Map<string, MessageId> {
  const english = intlFor(DEFAULT_LANGUAGE);
  // Formatted rather than read: the browser's catalogues hold parsed messages, not their text (decision 0105).
  return new Map(
    Object.keys(english.messages)
      .filter((id) => id.startsWith('check.'))
      .map((id) => [english.formatMessage({ id }), id as MessageId]),
  );
}

/**
 * The messages of a check the browser made itself (a shared schema run on a form), in the page's language; a
 * message with no translation stays as it is. Not for the server's answers: a 422's texts are shown as the API sent
 * them (decision 0093).
 */
export function useCheckTexts(): <F extends string>(errors: Partial<Record<F, string>>) => Partial<Record<F, string>> {
  const t = useText();
  return (errors) => {
    const ids = checkIds();
    return Object.fromEntries(
      Object.entries<string | undefined>(errors).map(([field, message]) => {
        const id = message === undefined ? undefined : ids.get(message);
        return [field, id ? t(id) : message];
      }),
    ) as Partial<Record<keyof typeof errors, string>>;
  };
}
