import { brand } from '../../../shared/brand';
import type { Tracking } from '../../../shared/rules/couriers';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { say, type Words } from '../../lib/words';
import { escapeHtml } from './layout';

/** The labels in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  courier: { en: 'Courier', si: 'කුරියර් සේවාව', ta: 'கூரியர்' },
  trackingNumber: { en: 'Tracking number', si: 'ලුහුබැඳීමේ අංකය', ta: 'கண்காணிப்பு எண்' },
  track: { en: 'Track your parcel', si: 'ඔබගේ පාර්සලය ලුහුබඳින්න', ta: 'உங்கள் பார்சலைக் கண்காணிக்கவும்' },
} satisfies Record<string, Words>;

/** The courier, the number and, where the courier has one, the link to its tracking page: the plain-text lines. */
export function trackingTextLines(tracking: Tracking, language: Language = DEFAULT_LANGUAGE): string[] {
  return [
    `${say(WORDS.courier, language)}: ${tracking.courier}`,
    `${say(WORDS.trackingNumber, language)}: ${tracking.number}`,
    ...(tracking.url ? [`${say(WORDS.track, language)}: ${tracking.url}`] : []),
  ];
}

/** The same in HTML, every value escaped. */
export function trackingHtml(tracking: Tracking, language: Language = DEFAULT_LANGUAGE): string {
  const link = tracking.url
    ? `<br><a href="${escapeHtml(tracking.url)}" style="color:${brand.colors.primary}">${escapeHtml(say(WORDS.track, language))}</a>`
    : '';
  return `<p style="margin:16px 0 6px">${escapeHtml(say(WORDS.courier, language))}: <strong>${escapeHtml(tracking.courier)}</strong><br>${escapeHtml(say(WORDS.trackingNumber, language))}: <strong>${escapeHtml(tracking.number)}</strong>${link}</p>`;
}
