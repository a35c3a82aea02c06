import { nextCounterValue } from '../lib/ids';
import { keys } from './keys';

/** Next numeric id for an entity (contract 0.5 wants JSON numbers): one atomic counter item per entity. */
export const nextId = (
  entity: 'USER' | 'PRODUCT' | 'VARIANT' | 'ORDER' | 'IMAGE' | 'CONTACT' | 'CARTITEM' | 'WISH',
): Promise<number> => nextCounterValue(keys.counter(entity));
