import { accountEn } from './messages/account/en';
import { checkoutEn } from './messages/checkout/en';
import type { MessageId } from './catalogues';
import { useText } from './use-text';

/** The web's own checks' English (the shared schemas' messages) to their ids: `check.*` of the areas' texts. */
const CHECK_IDS = new Map(
  Object.entries({ ...checkoutEn, ...accountEn })
    .filter(([id]) => id.startsWith('check.'))
    .map(([id, english]) => [english as string, id as MessageId]),
);

/**
 * The messages of a check the browser made itself (a shared schema run on a form), in the page's language; a
 * message with no translation stays as it is. Not for the server's answers: a 422's texts are shown as the API sent
 * them (decision 0093).
 */
export function useCheckTexts(): <F extends string>(errors: Partial<Record<F, string>>) => Partial<Record<F, string>> {
  const t = useText();
  return (errors) =>
    Object.fromEntries(
      Object.entries<string | undefined>(errors).map(([field, message]) => {
        const id = message === undefined ? undefined : CHECK_IDS.get(message);
        return [field, id ? t(id) : message];
      }),
    ) as Partial<Record<keyof typeof errors, string>>;
}
