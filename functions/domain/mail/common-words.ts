import type { Words } from '../../lib/words';

/** Words several mails share, in the shop's three languages (issue 34). */
export const MAIL_WORDS = {
  hello: { en: 'Hello {name},', si: 'ආයුබෝවන් {name},', ta: 'வணக்கம் {name},' },
  order: { en: 'Order {number}', si: 'ඇණවුම {number}', ta: 'ஆர்டர் {number}' },
  orderTotal: { en: 'Order {number} ({total})', si: 'ඇණවුම {number} ({total})', ta: 'ஆர்டர் {number} ({total})' },
  status: { en: 'status', si: 'තත්ත්වය', ta: 'நிலை' },
  canceledTitle: {
    en: 'Order {number} was canceled',
    si: 'ඇණවුම {number} අවලංගු කළා',
    ta: 'ஆர்டர் {number} ரத்துசெய்யப்பட்டது',
  },
} satisfies Record<string, Words>;

/** A mail's subject: its title and the shop's name, the same in every language. */
export const subjectOf = (title: string, brandName: string) => `${title} - ${brandName}`;
