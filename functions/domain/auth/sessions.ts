import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { deleteKeys } from '../../lib/batch-delete';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { indexQuery } from '../../lib/table';
import type { UserType } from '../../../shared/routes/access';
import type { Session } from '../../lib/session';
import { authKeys } from './auth-keys';
import { TOKEN_LIFETIME_SECONDS, issueToken, verifyToken } from './tokens';

export type { Session };

/**
 * Every token is tied to a session item, so that logout, a password change or a reset can end it at once.
 * A token is valid only while its session item exists and has not expired.
 */

export async function startSession(userId: number, userType: UserType): Promise<{ token: string; session: Session }> {
  const sessionId = randomBytes(18).toString('base64url');
  const now = Date.now();
  const expiresAt = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...authKeys.session(sessionId),
        GSI1PK: authKeys.sessionsOfUser(userId),
        GSI1SK: new Date(now).toISOString(),
        type: 'session',
        userId,
        userType,
        expiresAt,
        ttl: expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  const token = await issueToken(userId, sessionId, userType, now);
  return { token, session: { sessionId, userId, userType } };
}

/** The live session behind a bearer token, or null for any token that must not be honoured. */
export async function sessionFromToken(token: string): Promise<Session | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: authKeys.session(claims.sid) }));
  const item = out.Item;
  if (!item || item.expiresAt * 1000 <= Date.now() || String(item.userId) !== claims.sub) return null;
  return { sessionId: claims.sid, userId: Number(item.userId), userType: item.userType };
}

export async function endSession(sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: authKeys.session(sessionId) }));
}

/** Ends every session of a user, except one when given (the one that changed the password keeps working). */
export async function endAllSessions(userId: number, exceptSessionId?: string): Promise<void> {
  const items = await queryAll({
    ...indexQuery('GSI1', authKeys.sessionsOfUser(userId)),
    ProjectionExpression: 'PK, SK',
  });
  const doomed = items.filter((i) => i.PK !== authKeys.session(exceptSessionId ?? '').PK);
  await deleteKeys(doomed.map((k) => ({ PK: String(k.PK), SK: String(k.SK) })));
}
