/** The product page's query keys. */
import type { Language } from '../../../../../shared/rules/languages';

export const productKeys = {
  detail: (id: string, language: Language) => ['catalogue', 'product', id, language] as const,
};
