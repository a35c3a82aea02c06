import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactInput } from '../../../shared/validation/contact';
import { db, tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { contactIds, contactKeys } from './contact-keys';

/** Keeps a contact message in the table; answers its id and when it arrived. */
export async function keepContactMessage(input: ContactInput): Promise<{ id: number; createdAt: string }> {
  const id = await nextId(contactIds);
  const createdAt = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...contactKeys.contactMessage(createdAt.slice(0, 7), createdAt, id),
        type: 'contact-message',
        id,
        ...input,
        createdAt,
      },
    }),
  );
  return { id, createdAt };
}
