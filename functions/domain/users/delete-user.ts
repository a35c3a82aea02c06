import { deleteKeys } from '../../lib/batch-delete';
import { tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { commitTransaction } from '../../lib/transaction';
import { deleteFiles } from '../../lib/uploads';
import { endAllSessions } from '../auth/sessions';
import { keys } from '../keys';
import { DEFAULT_AVATAR, type UserRecord } from './user-record';

/**
 * Deletes an account: the user and its e-mail guard together (the e-mail is free again), then every session (its
 * tokens stop working at once), its cart and wishlist, and its avatar. Orders keep their own copy of the customer.
 */
export async function deleteUser(user: UserRecord): Promise<void> {
  await commitTransaction([
    { write: { Delete: { TableName: tableName(), Key: keys.user(user.id) } } },
    {
      write: {
        Delete: {
          TableName: tableName(),
          Key: keys.emailGuard(user.email),
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        },
      },
    },
  ]);
  await endAllSessions(user.id);
  const owned = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.userPartition(user.id) },
    ProjectionExpression: 'PK, SK',
  });
  await deleteKeys(owned.map((k) => ({ PK: String(k.PK), SK: String(k.SK) })));
  if (user.profilePicture && user.profilePicture !== DEFAULT_AVATAR) await deleteFiles([user.profilePicture]);
}
