import type { ContactInput } from '../../shared/validation/contact';
import { keepContactMessage } from '../domain/contact';
import { contactMessageMail } from '../domain/mail';
import { mailChannel, queueMessage } from '../domain/messages';

/**
 * Keeps the message in the table first, then queues the mail to the shop's inbox (retried by the queue). A mail that
 * cannot be queued fails the request, so the sender is never told "sent" for a message that will not reach the shop.
 */
export async function receiveContactMessage(input: ContactInput): Promise<number> {
  const { id, createdAt } = await keepContactMessage(input);
  await queueMessage(mailChannel, contactMessageMail(input, id, createdAt));
  return id;
}
