/**
 * The orders a test's expiry sweep may end. Shop files run two at a time on one shop, and a sweep with its clock
 * ahead would otherwise end the other file's unpaid orders in the middle of its test.
 */
export const onlyOrders =
  (...ids: Array<number | string>) =>
  (orderId: number) =>
    ids.map(Number).includes(orderId);
