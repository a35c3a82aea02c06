import type { ContentMessageId } from './en';

/** About's, Contact's and the policies' fixed texts in Sinhala. */
export const contentSi: Readonly<Record<ContentMessageId, string>> = {
  'about.tab': 'අප ගැන',
  'about.title': 'Kesara ගැන',
  'contact.tab': 'අප අමතන්න',
  'contact.title': 'අප අමතන්න',
  'contact.visit': 'අප වෙත පැමිණෙන්න හෝ අමතන්න',
  'contact.phone': 'දුරකථනය',
  'contact.email': 'ඊමේල්',
  'contact.hours': 'විවෘත වේලාවන්',
  'contact.formTitle': 'අපට පණිවිඩයක් එවන්න',
  'contact.fullName': 'සම්පූර්ණ නම',
  'contact.emailField': 'ඊමේල්',
  'contact.message': 'පණිවිඩය',
  'contact.send': 'පණිවිඩය යවන්න',
  'contact.sending': 'යවමින්...',
  'contact.notSent': 'පණිවිඩය යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'contact.failed': 'සමාවන්න, ඔබේ පණිවිඩය යැවීමේදී දෝෂයක් ඇති විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  'map.title': 'අප සිටින තැන',
  'map.frame': 'සිතියම: {address}',
  'map.open': 'OpenStreetMap හි විවෘත කරන්න',
  'policy.updated': 'අවසන් වරට යාවත්කාලීන කළේ:',
  'policy.home': 'මුල් පිටුවට',
  'policy.shop': 'දිගටම මිලදී ගන්න',
};
