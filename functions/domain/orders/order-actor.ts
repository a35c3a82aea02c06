import { notFoundMessages } from '../../../shared/api/not-found';
import type { OrderActor } from './order-record';

export const ORDER_NOT_FOUND = notFoundMessages.order;

/** Who made a change, as a log line shows it (an id and role, never a name or an e-mail). */
export const actorFields = (by: OrderActor) =>
  by.kind === 'user' ? { kind: by.kind, id: by.id, role: by.role } : { kind: by.kind };
