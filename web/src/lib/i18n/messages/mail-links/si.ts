import type { Texts } from '../area';
import type { mailLinksEn } from './en';

/** The pages a mail's link opens in Sinhala. */
export const mailLinksSi: Texts<typeof mailLinksEn> = {
  'unsubscribe.title': 'දායකත්වය නවත්වන්න',
  'unsubscribe.intro': 'මෙම සබැඳිය පැමිණි මාර්ගයෙන් එන දීමනා සහ සිහිකැඳවීම් නැවැත්වීමට බොත්තම ඔබන්න. ඇණවුම් යාවත්කාලීන වලට බලපෑමක් නැත.',
  'unsubscribe.button': 'දායකත්වය නවත්වන්න',
  'unsubscribe.busy': 'දායකත්වය නවත්වමින්...',
  'unsubscribe.failed': 'කණගාටුයි, ඔබගේ දායකත්වය නැවැත්වීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'unsubscribe.settings': 'අප ඔබට එවන දේ ඕනෑම වේලාවක මගේ පැතිකඩ තුළ තෝරාගත හැක.',
  'restore.title': 'ඔබගේ කරත්තය නැවත පැමිණ ඇත',
  'restore.busy': 'ඔබගේ කරත්තය නැවත ගෙන එමින්...',
  'restore.ready': 'ඔබ තබා ගිය භාණ්ඩ අදට අදාළ මිල ගණන් සමඟ නැවත ඔබගේ කරත්තයේ ඇත.',
  'restore.leftOut': 'මේවා තවදුරටත් ලබා ගත නොහැකි බැවින් ඉවත් කළා:',
  'restore.toCart': 'ඔබගේ කරත්තයට යන්න',
  'restore.failed': 'කණගාටුයි, ඔබගේ කරත්තය නැවත ගෙන ඒමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
};
