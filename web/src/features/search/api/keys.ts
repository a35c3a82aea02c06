/** The search page's query keys. */
import type { Language } from '../../../../../shared/rules/languages';

export const searchKeys = {
  products: (q: string, language: Language) => ['catalogue', 'search', q, language] as const,
};
