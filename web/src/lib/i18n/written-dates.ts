import type { Language } from '../../../../shared/rules/languages';

/**
 * Sinhala and Tamil dates written out (CLDR's month names and order), as prices are (decision 0092): a browser
 * without Sinhala locale data printed `Sep 28, 2025` where the server printed `2025 සැප් 28`, a hydration mismatch.
 */
const MONTHS = {
  si: {
    short: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
    long: [
      'ජනවාරි',
      'පෙබරවාරි',
      'මාර්තු',
      'අප්‍රේල්',
      'මැයි',
      'ජූනි',
      'ජූලි',
      'අගෝස්තු',
      'සැප්තැම්බර්',
      'ඔක්තෝබර්',
      'නොවැම්බර්',
      'දෙසැම්බර්',
    ],
  },
  ta: {
    short: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    long: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
  },
} as const;

/** A calendar day in Sinhala (`2025 සැප් 28`) or Tamil (`28 செப்., 2025`); `month` is 1-12. */
export function writtenDay(
  language: Exclude<Language, 'en'>,
  { year, month, day }: { year: number; month: number; day: number },
  style: 'short' | 'long',
): string {
  const name = MONTHS[language][style][month - 1];
  return language === 'si' ? `${year} ${name} ${day}` : `${day} ${name}, ${year}`;
}

/** An instant's calendar day in Colombo (UTC+05:30 all year: Sri Lanka keeps no summer time). */
export function colomboDay(at: Date | string): { year: number; month: number; day: number } {
  const colombo = new Date(new Date(at).getTime() + 330 * 60_000);
  return { year: colombo.getUTCFullYear(), month: colombo.getUTCMonth() + 1, day: colombo.getUTCDate() };
}
