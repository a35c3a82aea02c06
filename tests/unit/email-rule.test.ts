import { describe, expect, it } from 'vitest';
import { mailMessage } from '../../functions/domain/messages/channels/mail/message';
import { registerSchema } from '../../shared/validation/auth';
import { contactSchema } from '../../shared/validation/contact';
import { addStaffSchema } from '../../shared/validation/staff';
import { profileUpdateSchema } from '../../shared/validation/account';
import { ACCEPTED_EMAILS, NORMALISED_EMAILS, REFUSED_EMAILS } from '../support/email-cases';

/** Issue 23: one e-mail rule for every form and for the outbox's mail channel. */
const forms = {
  'sign-up': (email: string) =>
    registerSchema.safeParse({
      name: 'Dilan',
      email,
      mobile: '0771234567',
      password: 'Grooming#2026',
      password_confirmation: 'Grooming#2026',
    }),
  contact: (email: string) => contactSchema.safeParse({ fullName: 'Dilan', email, message: 'Hello' }),
  staff: (email: string) =>
    addStaffSchema.safeParse({
      firstName: 'N',
      lastName: 'S',
      mobile: '0712345678',
      email,
      company: 'K',
      password: 'secret1',
    }),
  profile: (email: string) => profileUpdateSchema.safeParse({ email }),
};
const queue = (to: string) =>
  mailMessage.safeParse({ to, subject: 'Order #1', text: 't', html: '<p>t</p>', replyTo: to });
const emailOf = (result: { success: boolean; data?: unknown }) =>
  (result.data as { email?: string } | undefined)?.email;

describe('the one e-mail rule', () => {
  for (const [form, parse] of Object.entries(forms)) {
    it.each(ACCEPTED_EMAILS)(`${form} accepts %s`, (_, email) => {
      expect(emailOf(parse(email))).toBe(email);
      expect(queue(email).success).toBe(true);
    });
    it.each(NORMALISED_EMAILS)(`${form} normalises %j`, (raw, normal) => {
      expect(emailOf(parse(raw))).toBe(normal);
      expect(queue(raw).success).toBe(true);
    });
    it.each(REFUSED_EMAILS)(`${form} and the mail queue refuse %s`, (_, email) => {
      const result = parse(email);
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues.filter((i) => i.path[0] === 'email'))).toMatch(
        /valid email|Email is required|under 255 characters/,
      );
      expect(queue(email).success).toBe(false);
    });
  }
});
