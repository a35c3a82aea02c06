import type { Texts } from '../area';
import type { ordersEn } from './en';

/**
 * A guest's order page and Find my order in Sinhala. "මගේ ගිණුමට එක් කරන්න" is the button the order mail's claim
 * words name (shared/messages/guest-order-claim.ts).
 */
export const ordersSi: Texts<typeof ordersEn> = {
  'findOrder.title': 'මගේ ඇණවුම සොයන්න',
  'findOrder.intro': 'ගිණුමක් නොමැතිව මිලදී ගත්තාද? ඔබගේ ඊමේල් හෝ SMS හි ඇති ඇණවුම් අංකය සහ ඔබ ලබා දුන් දුරකථන අංකය ඇතුළත් කරන්න.',
  'findOrder.orderNumber': 'ඇණවුම් අංකය *',
  'findOrder.phone': 'දුරකථන අංකය *',
  'findOrder.send': 'මට කේතයක් එවන්න',
  'findOrder.sending': 'යවමින්...',
  'findOrder.codeIntro': 'ඇණවුම් අංකය සහ දුරකථන අංකය ඇණවුමකට ගැළපේ නම්, අපි එහි දුරකථනයට ඉලක්කම් 6ක කේතයක් යවා ඇත.',
  'findOrder.code': 'කේතය *',
  'findOrder.open': 'මගේ ඇණවුම විවෘත කරන්න',
  'findOrder.opening': 'පරීක්ෂා කරමින්...',
  'findOrder.required': 'කරුණාකර ක්ෂේත්‍ර දෙකම පුරවන්න.',
  'findOrder.codeFormat': 'කරුණාකර ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න.',
  'findOrder.failed': 'යමක් වැරදුණා. කරුණාකර නැවත උත්සාහ කරන්න.',
  'orderLink.title': 'ඔබගේ ඇණවුම',
  'orderLink.loading': 'ඔබගේ ඇණවුම පූරණය වෙමින්...',
  'orderLink.notFound': 'මෙම ඇණවුම සොයාගත නොහැකි විය. සබැඳිය අසම්පූර්ණ විය හැක, නැතහොත් අලුත් සබැඳියක් එය ප්‍රතිස්ථාපනය කර ඇත.',
  'orderLink.failed': 'ඔබගේ ඇණවුම පූරණය කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'orderLink.tryAgain': 'නැවත උත්සාහ කරන්න',
  'orderLink.claim': 'මගේ ගිණුමට එක් කරන්න',
  'orderLink.claiming': 'එක් කරමින්...',
  'orderLink.claimed': 'ඇණවුම දැන් මගේ ඇණවුම් තුළ ඇත.',
  'orderLink.openOrders': 'මගේ ඇණවුම් විවෘත කරන්න',
  'orderLink.claimFailed': 'ඇණවුම ඔබගේ ගිණුමට එක් කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'orderLink.next': 'ඊළඟට කළ යුත්තේ',
  'orderLink.next.confirm': 'අප එවූ SMS හි ඇති සබැඳියෙන් හෝ ඉලක්කම් 6ක කේතයෙන් ඔබගේ මුදල් ඇණවුම තහවුරු කරන්න.',
  'orderLink.next.pay': 'මෙම ඇණවුම එහි ගෙවීම බලාපොරොත්තුවෙන් සිටී.',
  'orderLink.next.return': 'මෙම ඇණවුමේ භාණ්ඩ ආපසු දීමේ කාලය තුළ ආපසු දිය හැක.',
  'orderLink.next.add_to_account': 'ගිණුමක් තිබේද? පිවිසී මෙම ඇණවුම එයට එක් කරන්න; එවිට එය මගේ ඇණවුම් තුළ පෙනේ.',
};
