import type { InOtherLanguages } from './translations';

/**
 * What a customer chooses about the messages the shop sends (issue 33, decision 0081): marketing per channel, off
 * unless chosen, and the one channel order updates go by. Each choice is kept with when and where it was made.
 */
export const MARKETING_CHANNELS = ['mail', 'sms', 'whatsapp'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** The wire field of each channel's marketing switch (`GET|PUT /v2/user/notifications`). */
export const MARKETING_FIELDS = {
  mail: 'marketing_email',
  sms: 'marketing_sms',
  whatsapp: 'marketing_whatsapp',
} as const satisfies Record<MarketingChannel, string>;

export const ORDER_UPDATE_CHANNELS = ['sms', 'whatsapp', 'none'] as const;
export type OrderUpdatesChannel = (typeof ORDER_UPDATE_CHANNELS)[number];

/** Where a choice was made: kept beside it, as Sri Lanka's Personal Data Protection Act asks. */
export type ConsentSource = 'signup' | 'checkout' | 'guest-checkout' | 'profile' | 'unsubscribe';

/** One stored choice: on or off, when and where. */
export interface ConsentRecord {
  on: boolean;
  at: string;
  source: ConsentSource;
}

/** The tickbox at sign-up and at checkout (the guest checkout's words). */
export const MARKETING_CONSENT_LABEL = 'Send me offers and reminders';

/** What the customer is told a channel's unsubscribe turned off. */
export const UNSUBSCRIBED_MESSAGES = {
  mail: 'You will get no more offers and reminders by e-mail.',
  sms: 'You will get no more offers and reminders by SMS.',
  whatsapp: 'You will get no more offers and reminders on WhatsApp.',
} as const satisfies Record<MarketingChannel, string>;

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Please use the link from your latest message.';

export const unsubscribeInvalidIn: InOtherLanguages<{ message: typeof UNSUBSCRIBE_INVALID }> = {
  si: { message: 'මෙම දායකත්වය ඉවත් කිරීමේ සබැඳිය වලංගු නැත. කරුණාකර ඔබේ නවතම පණිවිඩයේ ඇති සබැඳිය භාවිත කරන්න.' },
  ta: { message: 'இந்தக் குழுவிலகல் இணைப்பு செல்லுபடியாகாது. உங்கள் சமீபத்திய செய்தியிலுள்ள இணைப்பைப் பயன்படுத்தவும்.' },
};
