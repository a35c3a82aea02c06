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
// Its refusals, each with its answer (decision 0068).
export { inventoryErrors, outOfStock, stockChanged } from './inventory-errors';
