export { giveBackStockAction, pastSalesAction, stockLevelChange, takeStock, takeStockAgainAction } from './inventory';
export { rememberStockSeen, stockSeen } from './stock-seen';
