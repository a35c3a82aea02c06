/** About's, Contact's and the policies' fixed texts (their words are in shared/content). English as before. */
export const contentEn = {
  'about.tab': 'About us',
  'about.title': 'About Kesara',
  'contact.tab': 'Contact us',
  'contact.title': 'Contact us',
  'contact.visit': 'Visit or call us',
  'contact.phone': 'Phone',
  'contact.email': 'E-mail',
  'contact.hours': 'Opening hours',
  'contact.formTitle': 'Send us a message',
  'contact.fullName': 'Full Name',
  'contact.emailField': 'Email',
  'contact.message': 'Message',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending...',
  'contact.notSent': 'Failed to send message. Please try again.',
  'contact.failed': 'Sorry, there was an error sending your message. Please try again later.',
  'map.title': 'Find us',
  'map.frame': 'Map: {address}',
  'map.open': 'Open in OpenStreetMap',
  'policy.updated': 'Last updated:',
  'policy.home': 'Back to home',
  'policy.shop': 'Continue Shopping',
} as const;

export type ContentMessageId = keyof typeof contentEn;
