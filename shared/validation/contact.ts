import * as z from 'zod/mini';
import { emailField, requiredText } from './fields';
import type { InOtherLanguages } from '../rules/translations';
import { messages as authMessages } from './auth';
import { messagesIn as authMessagesIn } from './auth-messages-in-languages';

export const contactMessages = {
  fullName: 'Please provide your name.',
  email: authMessages.email,
  message: 'Please enter your message.',
  tooLong: 'Please keep your message under 5000 characters.',
  success: 'Your message has been sent successfully!',
} as const;

export const contactSchema = z.object({
  fullName: requiredText(contactMessages.fullName, 120, 'Please keep your name under 120 characters.'),
  email: emailField(contactMessages.email),
  message: requiredText(contactMessages.message, 5000, contactMessages.tooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactMessagesIn: InOtherLanguages<typeof contactMessages> = {
  si: {
    fullName: 'කරුණාකර ඔබේ නම ලබා දෙන්න.',
    email: authMessagesIn.si.email,
    message: 'කරුණාකර ඔබේ පණිවිඩය ඇතුළත් කරන්න.',
    tooLong: 'කරුණාකර ඔබේ පණිවිඩය අක්ෂර 5000කට අඩුවෙන් තබන්න.',
    success: 'ඔබේ පණිවිඩය සාර්ථකව යවන ලදී!',
  },
  ta: {
    fullName: 'தயவுசெய்து உங்கள் பெயரை வழங்கவும்.',
    email: authMessagesIn.ta.email,
    message: 'தயவுசெய்து உங்கள் செய்தியை உள்ளிடவும்.',
    tooLong: 'தயவுசெய்து உங்கள் செய்தியை 5000 எழுத்துகளுக்குள் வைக்கவும்.',
    success: 'உங்கள் செய்தி வெற்றிகரமாக அனுப்பப்பட்டது!',
  },
};
