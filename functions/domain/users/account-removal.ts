import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys } from '../../lib/batch-delete';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { deleteFiles } from '../../lib/uploads';
import { userKeys } from './user-keys';
import { userPartition } from '../keys';
import { DEFAULT_AVATAR, type UserRecord } from './user-record';

/**
 * Frees the account's e-mail: nobody can sign in with it or ask for a reset code any more, and it may sign up again.
 * A guard that another account holds by now (a deletion run again after the e-mail was taken) is left to it.
 */
export async function releaseEmail(user: UserRecord): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: userKeys.emailGuard(user.email),
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': user.id },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Removes what the account kept under its partition (its cart and wishlist among them), and its avatar; the account
 * record itself stays for `removeAccount`.
 */
export async function removeAccountData(user: UserRecord): Promise<void> {
  const record = userKeys.user(user.id);
  const owned = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': userPartition(user.id) },
    ProjectionExpression: 'PK, SK',
  });
  await deleteKeys(owned.filter((k) => k.SK !== record.SK).map((k) => ({ PK: String(k.PK), SK: String(k.SK) })));
  if (user.profilePicture && user.profilePicture !== DEFAULT_AVATAR) await deleteFiles([user.profilePicture]);
}

/** Removes the account record: the back-office no longer finds the account. */
export async function removeAccount(user: UserRecord): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: userKeys.user(user.id) }));
}
