import { nextCounterValue } from '../lib/ids';
import { keys } from './keys';

/** Next numeric id for an entity (contract 0.5 wants JSON numbers): one atomic counter item per entity. */
export const nextId = (
  entity: 'USER' | 'PRODUCT' | 'ORDER' | 'IMAGE' | 'CONTACT' | 'CARTITEM' | 'WISH' | 'REVIEW',
): Promise<number> => nextCounterValue(keys.counter(entity));
