export { dashboard } from './dashboard';
export { ORDERS_COUNTER, statusCounter } from './order-counters';
export { orderChangeStatsActions, returnedOrderStatsAction, statsActions } from './stats-actions';
export { readTotals } from './stats-repo';
export { foldClosedDays } from './stats-fold';
