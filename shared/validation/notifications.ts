import * as z from 'zod/mini';
import { ORDER_UPDATE_CHANNELS } from '../rules/consent';
import type { InOtherLanguages } from '../rules/translations';

export const notificationMessages = {
  orderSms: 'Choose whether to get order updates by SMS (true or false).',
  marketing_email: 'Choose whether to get offers and reminders by e-mail (true or false).',
  marketing_sms: 'Choose whether to get offers and reminders by SMS (true or false).',
  marketing_whatsapp: 'Choose whether to get offers and reminders on WhatsApp (true or false).',
  orderUpdatesChannel: 'Choose how to get order updates: sms, whatsapp or none.',
  disagree: 'order_sms and order_updates_channel say different things: send one of them.',
  saved: 'Your notification settings were saved.',
} as const;

export const notificationMessagesIn: InOtherLanguages<typeof notificationMessages> = {
  si: {
    orderSms: 'ඇණවුම් යාවත්කාලීන SMS මගින් ලබා ගන්නේද යන්න තෝරන්න (true හෝ false).',
    marketing_email: 'දීමනා සහ සිහිකැඳවීම් ඊමේල් මගින් ලබා ගන්නේද යන්න තෝරන්න (true හෝ false).',
    marketing_sms: 'දීමනා සහ සිහිකැඳවීම් SMS මගින් ලබා ගන්නේද යන්න තෝරන්න (true හෝ false).',
    marketing_whatsapp: 'දීමනා සහ සිහිකැඳවීම් WhatsApp හරහා ලබා ගන්නේද යන්න තෝරන්න (true හෝ false).',
    orderUpdatesChannel: 'ඇණවුම් යාවත්කාලීන ලබා ගන්නා ආකාරය තෝරන්න: sms, whatsapp හෝ none.',
    disagree: 'order_sms සහ order_updates_channel එකිනෙකට වෙනස් දේ කියයි: ඉන් එකක් පමණක් එවන්න.',
    saved: 'ඔබේ දැනුම්දීම් සැකසුම් සුරකින ලදී.',
  },
  ta: {
    orderSms: 'ஆர்டர் அறிவிப்புகளை SMS மூலம் பெற வேண்டுமா என்பதைத் தேர்ந்தெடுக்கவும் (true அல்லது false).',
    marketing_email: 'சலுகைகளையும் நினைவூட்டல்களையும் மின்னஞ்சல் மூலம் பெற வேண்டுமா என்பதைத் தேர்ந்தெடுக்கவும் (true அல்லது false).',
    marketing_sms: 'சலுகைகளையும் நினைவூட்டல்களையும் SMS மூலம் பெற வேண்டுமா என்பதைத் தேர்ந்தெடுக்கவும் (true அல்லது false).',
    marketing_whatsapp: 'சலுகைகளையும் நினைவூட்டல்களையும் WhatsApp இல் பெற வேண்டுமா என்பதைத் தேர்ந்தெடுக்கவும் (true அல்லது false).',
    orderUpdatesChannel: 'ஆர்டர் அறிவிப்புகளைப் பெறும் வழியைத் தேர்ந்தெடுக்கவும்: sms, whatsapp அல்லது none.',
    disagree: 'order_sms உம் order_updates_channel உம் வெவ்வேறானவற்றைச் சொல்கின்றன: அவற்றில் ஒன்றை மட்டும் அனுப்பவும்.',
    saved: 'உங்கள் அறிவிப்பு அமைப்புகள் சேமிக்கப்பட்டன.',
  },
};

const choice = (error: string) => z.optional(z.boolean({ error }));

/**
 * PUT /v2/user/notifications: any of the switches, JSON booleans, and the order updates channel (issue 33). The
 * order SMS switch from before (issue 22) is `order_updates_channel` `sms` (true) or `none` (false); a body with
 * none of the fields is refused under `order_sms`, as it always was.
 */
export const notificationSettingsSchema = z
  .object({
    order_sms: choice(notificationMessages.orderSms),
    marketing_email: choice(notificationMessages.marketing_email),
    marketing_sms: choice(notificationMessages.marketing_sms),
    marketing_whatsapp: choice(notificationMessages.marketing_whatsapp),
    order_updates_channel: z.optional(
      z.enum(ORDER_UPDATE_CHANNELS, { error: notificationMessages.orderUpdatesChannel }),
    ),
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), {
      error: notificationMessages.orderSms,
      path: ['order_sms'],
    }),
    z.refine(
      (b) =>
        b.order_sms === undefined ||
        b.order_updates_channel === undefined ||
        b.order_sms === (b.order_updates_channel === 'sms'),
      { error: notificationMessages.disagree, path: ['order_updates_channel'] },
    ),
  );
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
