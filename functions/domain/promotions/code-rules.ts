import { codeRefusals } from '../../../shared/rules/discount-codes';
import { formatLkr, netCents, toCents } from '../../../shared/rules/money';
import type { CodeRecord } from './code-record';
import { coveredLines, type CodeLine } from './pricing';

/**
 * Why a shopper may not use this code on these lines now, or null when they may. A deactivated code reads as
 * expired; the minimum spend is compared with the lines' net sum (the cart's `total_amount`).
 */
export function refusalOf(code: CodeRecord | null, lines: CodeLine[], customerUses: number, now: Date): string | null {
  if (!code) return codeRefusals.unknown;
  if (code.startsAt && now < new Date(code.startsAt)) return code.active ? codeRefusals.notYet : codeRefusals.expired;
  if (!code.active || (code.endsAt && now >= new Date(code.endsAt))) return codeRefusals.expired;
  if (code.perCustomerLimit !== undefined && customerUses >= code.perCustomerLimit) return codeRefusals.alreadyUsed;
  if (code.usageLimit !== undefined && code.uses >= code.usageLimit) return codeRefusals.limitReached;
  if (coveredLines(code, lines).length === 0) return codeRefusals.noItems;
  if (code.minSubtotal !== undefined && netCents(lines) < toCents(code.minSubtotal))
    return codeRefusals.minSubtotal(formatLkr(code.minSubtotal));
  return null;
}
