import type { Words } from '../../lib/words';

/** Words several mails share, in the shop's three languages (issue 34). */
export const MAIL_WORDS = {
  hello: { en: 'Hello {name},', si: 'ආයුබෝවන් {name},', ta: 'வணக்கம் {name},' },
  order: { en: 'Order {number}', si: 'ඇණවුම {number}', ta: 'ஆர்டர் {number}' },
} satisfies Record<string, Words>;

/** A mail's subject: its title and the shop's name, the same in every language. */
export const subjectOf = (title: string, brandName: string) => `${title} - ${brandName}`;
