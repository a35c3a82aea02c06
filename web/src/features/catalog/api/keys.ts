import type { Category } from '../../../../../shared/rules/catalogue';
import type { Language } from '../../../../../shared/rules/languages';

/** The category pages' query keys. */
export const catalogKeys = {
  category: (category: Category, language: Language) => ['catalogue', 'category', category, language] as const,
};
