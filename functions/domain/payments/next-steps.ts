import type { GuestNextStep } from '../../../shared/rules/guest-orders';
import { awaitsCodConfirmation, returnWindowFields, type OrderRecord } from '../orders';
import { awaitsCustomerPayment } from './payability';

/**
 * What the buyer can do next with their order (issue 32), as the order's page offers it: confirm a cash order, pay
 * (a card or KOKO again, a bank transfer's slip: the page asks the method how), request a return inside the window,
 * add a guest's order to an account.
 */
export function orderNextSteps(order: OrderRecord, now = new Date()): GuestNextStep[] {
  const steps: GuestNextStep[] = [];
  if (awaitsCodConfirmation(order)) steps.push('confirm');
  if (awaitsCustomerPayment(order, now)) steps.push('pay');
  const until = returnWindowFields(order).return_until;
  if (until && Date.parse(until) > now.getTime()) steps.push('return');
  if (order.userId === undefined) steps.push('add_to_account');
  return steps;
}
