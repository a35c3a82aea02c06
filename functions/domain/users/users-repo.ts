import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { userIds, userKeys } from './user-keys';
import { queryAll } from '../../lib/query-all';
import { indexQuery, recordOf } from '../../lib/table';
import { commitTransaction, type TransactionAction } from '../../lib/transaction';
import { emailTaken } from './user-errors';
import type { UserRecord } from './user-record';

type ChangeableField =
  | 'name'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'first_name'
  | 'last_name'
  | 'country'
  | 'company'
  | 'address'
  | 'apartment'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'profilePicture'
  | 'language';
export type UserChanges = Partial<Pick<UserRecord, ChangeableField>>;

/** The guard that keeps an e-mail to one account: writing it fails when another account holds the e-mail. */
function emailGuard(email: string, userId: number): TransactionAction {
  return {
    write: {
      Put: {
        TableName: tableName(),
        Item: { ...userKeys.emailGuard(email), type: 'email-guard', userId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    whenConditionFails: () => emailTaken(),
  };
}

export type NewUser = Pick<UserRecord, 'userType' | 'email' | 'name' | 'passwordHash'> &
  Partial<
    Pick<UserRecord, 'phone' | 'mobile' | 'company' | 'first_name' | 'last_name' | 'marketingMail' | 'marketingSms'>
  >;

/** E-mails are unique across all accounts: a guard item keyed by the e-mail is written in the same transaction. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = await nextId(userIds);
  const now = new Date().toISOString();
  const email = input.email.toLowerCase();
  const user: UserRecord = { ...input, email, id, createdAt: now, updatedAt: now };
  await commitTransaction([
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...userKeys.user(id), ...userKeys.userByRole(input.userType, now, id), type: 'user', ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    emailGuard(email, id),
  ]);
  return user;
}

export async function getUser(id: number): Promise<UserRecord | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.user(id) }));
  return out.Item ? recordOf<UserRecord>(out.Item) : null;
}

/** Every account of one type, newest first (one Query of GSI1 `ROLE#<type>`). */
export async function usersOfType(userType: UserRecord['userType']): Promise<UserRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI1', userKeys.roleIndex(userType)), ScanIndexForward: false });
  return items.map((item) => recordOf<UserRecord>(item));
}

export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const guard = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.emailGuard(email) }));
  if (!guard.Item) return null;
  return getUser(Number(guard.Item.userId));
}

function updateExpression(changes: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(changes).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    if (value === undefined || value === null || value === '') removes.push(`#f${i}`);
    else {
      values[`:v${i}`] = value;
      sets.push(`#f${i} = :v${i}`);
    }
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return { names, values, expression };
}

/**
 * Replaces a password hash by a stronger hash of the same password, only while the stored hash is still the one
 * that was verified: a password changed meanwhile is never overwritten. Returns whether it was replaced.
 */
export async function upgradePasswordHash(
  userId: number,
  verifiedHash: string,
  strongerHash: string,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.user(userId),
        UpdateExpression: 'SET passwordHash = :next',
        ConditionExpression: 'passwordHash = :verified',
        ExpressionAttributeValues: { ':next': strongerHash, ':verified': verifiedHash },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Partial update of a user; an e-mail change moves the uniqueness guard in the same transaction. */
export async function updateUser(
  current: UserRecord,
  changes: UserChanges & { passwordHash?: string },
): Promise<UserRecord> {
  const now = new Date().toISOString();
  const all: Record<string, unknown> = { ...changes, updatedAt: now };
  const { names, values, expression } = updateExpression(all);
  values[':id'] = current.id;
  const userUpdate = {
    TableName: tableName(),
    Key: userKeys.user(current.id),
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ConditionExpression: 'id = :id',
  };
  const newEmail = changes.email?.toLowerCase();
  if (newEmail && newEmail !== current.email) {
    await commitTransaction([
      { write: { Update: userUpdate } },
      emailGuard(newEmail, current.id),
      {
        write: {
          Delete: {
            TableName: tableName(),
            Key: userKeys.emailGuard(current.email),
            ConditionExpression: 'userId = :id',
            ExpressionAttributeValues: { ':id': current.id },
          },
        },
      },
    ]);
  } else {
    await db().send(new UpdateCommand(userUpdate));
  }
  const updated = await getUser(current.id);
  if (!updated) throw new Error(`User ${current.id} vanished during an update`);
  return updated;
}
