export { dashboard } from './dashboard';
export { ORDERS_COUNTER, statusCounter } from './order-counters';
export { orderChangeStatsActions, returnedOrderStatsAction, statsActions } from './stats-actions';
export { readTotals } from './stats-repo';
export { foldClosedDays } from './stats-fold';
// Cart reminders (issue 33, decision 0086): what the sweep and the checkouts count, and the dashboard's figures.
export { recoveredStatsAction, remindedStatsAction } from './cart-reminder-figures';
