import { nextCounterValue, reserveCounterValues } from '../lib/ids';

/**
 * An entity's numeric ids (contract 0.5 wants JSON numbers): one atomic counter item per entity, named by the area
 * that owns the entity next to its keys (`orderIds` in orders/order-keys.ts, decision 0068).
 */
export interface IdCounter {
  /** The counter item's sort key; it never changes, since the item holds the last id given. */
  readonly counter: string;
}

export const counterKey = ({ counter }: IdCounter) => ({ PK: 'COUNTER', SK: counter });

export const nextId = (ids: IdCounter): Promise<number> => nextCounterValue(counterKey(ids));

/** `count` new ids at once (a batch of seeded records), lowest first. */
export const nextIds = (ids: IdCounter, count: number): Promise<number[]> =>
  reserveCounterValues(counterKey(ids), count);
