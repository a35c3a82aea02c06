/** The home page's query keys. */
import type { Language } from '../../../../../../shared/rules/languages';

export const homeKeys = {
  featured: (language: Language) => ['catalogue', 'featured', language] as const,
};
