import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { brand } from '../../../shared/brand';
import type { ContactInput } from '../../../shared/validation/contact';
import { db, tableName } from '../../lib/clients';
import { config } from '../../lib/config';
import { nextId } from '../ids';
import { queueMail } from '../../lib/mail-queue';
import { keys } from '../keys';
import { brandedHtml, escapeHtml } from '../mail/layout';

/**
 * Keeps the message in the table first, then queues the mail to the shop's inbox (retried by the queue). A mail that
 * cannot be queued fails the request, so the sender is never told "sent" for a message that will not reach the shop.
 */
export async function receiveContactMessage(input: ContactInput): Promise<number> {
  const id = await nextId('CONTACT');
  const createdAt = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.contactMessage(createdAt.slice(0, 7), createdAt, id),
        type: 'contact-message',
        id,
        ...input,
        createdAt,
      },
    }),
  );
  await queueMail({
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
  });
  return id;
}
