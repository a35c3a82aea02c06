import type { Category } from '../../../../../shared/rules/catalogue';

/** The category pages' query keys. */
export const catalogKeys = {
  category: (category: Category) => ['catalogue', 'category', category] as const,
};
