import type { Session } from '../../lib/session';
import type { OrderActor } from '../../domain/orders';
import { getUser } from '../../domain/users';

/** The signed-in person behind a change, named as the order's and the return's timelines show them (the name then). */
export async function actorOf(session: Session): Promise<Extract<OrderActor, { kind: 'user' }>> {
  const user = await getUser(session.userId);
  return { kind: 'user', id: session.userId, role: session.userType, name: user?.name ?? `#${session.userId}` };
}
