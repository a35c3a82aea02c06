import type { Session } from '../auth/sessions';
import { getUser } from '../users/users-repo';
import type { OrderActor } from './order-record';

/** The signed-in person behind a change, named as the timeline shows them (the name as it was then). */
export async function actorOf(session: Session): Promise<OrderActor> {
  const user = await getUser(session.userId);
  return { kind: 'user', id: session.userId, role: session.userType, name: user?.name ?? `#${session.userId}` };
}
