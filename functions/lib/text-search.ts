import { searchable } from '../../shared/rules/catalogue';
import { firstLetters } from '../../shared/text/letters';

export const MAX_QUERY_LENGTH = 100;

/** The words of a search box (its first 100 letters), ignoring case and accents. */
export function searchWords(query: string): string[] {
  return searchable(firstLetters(query, MAX_QUERY_LENGTH)).split(' ').filter(Boolean);
}

/** True when every word appears in one of the fields (ignoring case and accents). */
export function matchesAllWords(fields: Array<string | null | undefined>, words: string[]): boolean {
  const text = searchable(fields.filter(Boolean).join(' '));
  return words.every((w) => text.includes(w));
}
