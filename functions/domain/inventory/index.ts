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
