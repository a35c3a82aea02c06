import { searchable } from '../../shared/rules/catalogue';

export const MAX_QUERY_LENGTH = 100;

/** The words of a search box, ignoring case and accents. */
export function searchWords(query: string): string[] {
  return searchable(query.slice(0, MAX_QUERY_LENGTH)).split(' ').filter(Boolean);
}

/** True when every word appears in one of the fields (ignoring case and accents). */
export function matchesAllWords(fields: Array<string | null | undefined>, words: string[]): boolean {
  const text = searchable(fields.filter(Boolean).join(' '));
  return words.every((w) => text.includes(w));
}
