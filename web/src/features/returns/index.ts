/** The customer's returns (issue 22): My Returns, and each order's returns and Return items in My Orders. */
export { useMyReturns } from './api/get-my-returns';
export type { CustomerReturn } from './api/return-types';
export { MyReturns, MY_RETURNS_TEXTS } from './MyReturns';
export { OrderReturnPanel, showsReturnPart, type ReturnableOrder } from './OrderReturnPanel';
