import type { Language } from '../../../../shared/rules/languages';

/**
 * Sinhala and Tamil dates written out as Intl writes them for si-LK and ta-LK (CLDR's month names, order and day
 * periods), as prices are (decision 0092): a browser without Sinhala locale data printed `Sep 28, 2025` where the
 * server printed the Sinhala date, a hydration mismatch. tests/unit/written-forms.test.ts holds every month and hour
 * to Node's Intl, which the server's mails and SMS use, so a date reads the same on a page and in a message.
 */
const SINHALA_MONTHS = ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'];
const MONTHS = {
  // CLDR gives Sinhala one name a month, abbreviated or not.
  si: { short: SINHALA_MONTHS, long: SINHALA_MONTHS },
  ta: {
    short: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    long: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
  },
} as const;

/** Sunday first, as `Date.getUTCDay` counts. */
const WEEKDAYS = {
  si: ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'],
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
} as const;

/** Before and after noon, as each language writes it beside a 12-hour clock. */
const DAY_PERIODS = { si: ['පෙ.ව.', 'ප.ව.'], ta: ['AM', 'PM'] } as const;

/** A calendar day in Sinhala (`2025 බිනර 28`) or Tamil (`28 செப்., 2025`); `month` is 1-12. */
export function writtenDay(
  language: Exclude<Language, 'en'>,
  { year, month, day }: { year: number; month: number; day: number },
  style: 'short' | 'long',
): string {
  const name = MONTHS[language][style][month - 1];
  return language === 'si' ? `${year} ${name} ${day}` : `${day} ${name}, ${year}`;
}

/** A YYYY-MM-DD day with its month and weekday named (`බිනර 5 සෙනසුරාදා`, `செப்டம்பர் 5, சனி`), as `longDateIn`. */
export function writtenLongDate(language: Exclude<Language, 'en'>, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const weekday = WEEKDAYS[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const name = MONTHS[language].long[month - 1];
  return language === 'si' ? `${name} ${day} ${weekday}` : `${name} ${day}, ${weekday}`;
}

/** The wall clock in Colombo (UTC+05:30 all year: Sri Lanka keeps no summer time). */
const colomboClock = (at: Date | string) => new Date(new Date(at).getTime() + 330 * 60_000);

/** An instant's calendar day in Colombo. */
export function colomboDay(at: Date | string): { year: number; month: number; day: number } {
  const colombo = colomboClock(at);
  return { year: colombo.getUTCFullYear(), month: colombo.getUTCMonth() + 1, day: colombo.getUTCDate() };
}

/**
 * An instant in Colombo with its day and a 12-hour clock, as the shop's messages write it (`COLOMBO_DATE_TIME`):
 * Sinhala `2026 උඳුවප් 1, ප.ව. 4.25`, Tamil `1 டிச., 2026, 4:25 PM`.
 */
export function writtenDateTime(language: Exclude<Language, 'en'>, at: Date | string): string {
  const colombo = colomboClock(at);
  const hours = colombo.getUTCHours();
  const hour = hours % 12 || 12;
  const minute = String(colombo.getUTCMinutes()).padStart(2, '0');
  const period = DAY_PERIODS[language][hours < 12 ? 0 : 1];
  const day = writtenDay(language, colomboDay(at), 'short');
  return language === 'si' ? `${day}, ${period} ${hour}.${minute}` : `${day}, ${hour}:${minute} ${period}`;
}
