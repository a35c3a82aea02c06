export {
  giveBackStockAction,
  pastSalesAction,
  stockLevelChange,
  takeStock,
  takeStockAgainAction,
  takeVariantsStock,
  variantStockLevels,
} from './inventory';
export type { VariantTake, VariantUnits } from './inventory';
export { rememberStockSeen, stockSeen, variantStockSeen } from './stock-seen';
export { countNotifyMe, endSubscription, stockSubscribers, subscribeToStock } from './stock-subscriptions';
export type { StockSubscription } from './stock-subscriptions';
export { clearLowStock, lowStockAlerted, lowStockCrossings, markLowStock } from './low-stock';
export type { StockUnit } from './low-stock';
// Its refusals, each with its answer (decision 0068).
export {
  inventoryErrors,
  noContact,
  noSuchSize,
  outOfStock,
  stillInStock,
  stockChanged,
  stockRefusals,
  stockRefusalsIn,
} from './inventory-errors';
