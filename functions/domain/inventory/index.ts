export { giveBackStockAction, stockLevelChange, takeStock, takeStockAgainAction, takeVariantsStock } from './inventory';
export type { VariantTake, VariantUnits } from './inventory';
export { rememberStockSeen, stockSeen } from './stock-seen';
