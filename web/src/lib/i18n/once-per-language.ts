import type { Language } from '../../../../shared/rules/languages';

/** `make(language)`, made the first time a language asks and kept (the shop's words are fixed in code). */
export function oncePerLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
}
