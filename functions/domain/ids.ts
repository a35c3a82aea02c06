import { nextCounterValue, reserveCounterValues } from '../lib/ids';
import { keys } from './keys';

/** Next numeric id for an entity (contract 0.5 wants JSON numbers): one atomic counter item per entity. */
type Entity =
  'USER' | 'PRODUCT' | 'VARIANT' | 'ORDER' | 'IMAGE' | 'CONTACT' | 'CARTITEM' | 'WISH' | 'REVIEW' | 'RETURN';

export const nextId = (entity: Entity): Promise<number> => nextCounterValue(keys.counter(entity));

/** `count` new ids at once (a batch of seeded records), lowest first. */
export const nextIds = (entity: Entity, count: number): Promise<number[]> =>
  reserveCounterValues(keys.counter(entity), count);
