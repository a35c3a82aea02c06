import * as z from 'zod/mini';
import { E164_PATTERN, smsNumber } from '../../../../../shared/rules/phone-numbers';
import { filledText } from '../../../../../shared/validation/filled-text';

/** An SMS as the outbox queues it (decision 0063): `to` in E.164, as smsAddress made it. */
export const smsMessage = z.object({
  to: z.string().check(z.regex(E164_PATTERN)),
  text: filledText(),
});

export type Sms = z.infer<typeof smsMessage>;

/** The number as typed at checkout, in E.164 when it is a Sri Lankan mobile; any other number is not texted. */
export function smsAddress(to: string): { to: string } | { unreachable: string } {
  const number = smsNumber(to);
  return number ? { to: number } : { unreachable: 'not a Sri Lankan mobile number' };
}
