import { brand } from '../../../shared/brand';
import type { ContactInput } from '../../../shared/validation/contact';
import { config } from '../../lib/config';
import type { Mail } from '../messages';
import { brandedHtml, escapeHtml } from './layout';

/** The mail that brings a contact message to the shop's inbox; a reply goes to the sender. */
export function contactMessageMail(input: ContactInput, id: number, createdAt: string): Mail {
  return {
    to: config().SHOP_EMAIL,
    replyTo: input.email,
    subject: `Contact form: message from ${input.fullName}`,
    text: `${input.fullName} <${input.email}> wrote on ${createdAt}:\n\n${input.message}\n\nReply to this mail to answer them.\n${brand.fullName}`,
    html: brandedHtml(
      `New message from ${input.fullName}`,
      `<p><strong>${escapeHtml(input.fullName)}</strong> &lt;${escapeHtml(input.email)}&gt; wrote:</p>
<blockquote style="border-left:3px solid #ccc;margin:0;padding:8px 12px;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>
<p style="color:#666;font-size:13px">Message #${id}, ${escapeHtml(createdAt)}. Reply to this mail to answer them.</p>`,
    ),
  };
}
