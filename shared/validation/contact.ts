import * as z from 'zod/mini';
import { emailField, requiredText } from './fields';
import { messages as authMessages } from './auth';

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
