import { deleteKeys } from '../../lib/batch-delete';
import { tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { commitTransaction } from '../../lib/transaction';
import { deleteFiles } from '../../lib/uploads';
import { userKeys } from './user-keys';
import { userPartition } from '../keys';
import { DEFAULT_AVATAR, type UserRecord } from './user-record';

/** Removes the user and its e-mail guard together (the e-mail is free again). */
export async function removeAccount(user: UserRecord): Promise<void> {
  await commitTransaction([
    { write: { Delete: { TableName: tableName(), Key: userKeys.user(user.id) } } },
    {
      write: {
        Delete: {
          TableName: tableName(),
          Key: userKeys.emailGuard(user.email),
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        },
      },
    },
  ]);
}

/** Removes what the account kept under its partition (its cart and wishlist among them), and its avatar. */
export async function removeAccountData(user: UserRecord): Promise<void> {
  const owned = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': userPartition(user.id) },
    ProjectionExpression: 'PK, SK',
  });
  await deleteKeys(owned.map((k) => ({ PK: String(k.PK), SK: String(k.SK) })));
  if (user.profilePicture && user.profilePicture !== DEFAULT_AVATAR) await deleteFiles([user.profilePicture]);
}
