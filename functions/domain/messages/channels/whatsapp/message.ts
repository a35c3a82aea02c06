import * as z from 'zod/mini';
import { E164_PATTERN } from '../../../../../shared/rules/phone-numbers';
import { filledText } from '../../../../../shared/validation/filled-text';

/**
 * The shop's approved WhatsApp templates, by what they say (decision 0082). The names Meta approved differ per shop
 * and are deploy settings; the queue holds these, and the sender looks the approved name up when it sends.
 */
export const WHATSAPP_TEMPLATES = ['order_update', 'marketing'] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

/** A WhatsApp message as the outbox queues it: a template and its body's parameters, to a number in E.164. */
export const whatsAppMessage = z.object({
  to: z.string().check(z.regex(E164_PATTERN)),
  template: z.enum(WHATSAPP_TEMPLATES),
  /** The template body's `{{1}}`, `{{2}}`...: the SMS's own words where there is one (Sinhala and Tamil as they are). */
  parameters: z.array(filledText()).check(z.minLength(1), z.maxLength(10)),
});

export type WhatsAppMessage = z.infer<typeof whatsAppMessage>;
