import { codeGives, type DiscountTerms } from '../../../shared/rules/discount-codes';
import { fromCents } from '../../../shared/rules/money';
import type { DiscountCodeUpdateInput } from '../../../shared/validation/discount-codes';
import type { CodeRecord, CodeUse } from './code-record';

/** A code as every answer gives it, with its standing uses and the discount they gave. */
export function codeAnswer(code: CodeRecord) {
  return {
    code: code.code,
    type: code.kind,
    value: code.value,
    gives: codeGives(code),
    min_subtotal: code.minSubtotal ?? null,
    starts_at: code.startsAt ?? null,
    ends_at: code.endsAt ?? null,
    usage_limit: code.usageLimit ?? null,
    per_customer_limit: code.perCustomerLimit ?? null,
    categories: code.categories,
    active: code.active,
    uses: code.uses,
    discount_total: fromCents(code.discountTotalCents),
    created_at: code.createdAt,
    updated_at: code.updatedAt,
  };
}

/** One order that used the code, for its page. */
export const codeUseRow = (use: CodeUse) => ({
  order_id: use.orderId,
  user_id: use.userId ?? null,
  discount_amount: fromCents(use.amountCents),
  created_at: use.createdAt,
  given_back: use.returned,
});

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The terms the form sent: the per-customer limit is 1 unless it says otherwise (null: no limit). */
export function termsOf(input: DiscountCodeUpdateInput): DiscountTerms {
  return {
    kind: input.type,
    value: input.type === 'free_shipping' ? 0 : input.value!,
    minSubtotal: input.min_subtotal ?? undefined,
    startsAt: iso(input.starts_at),
    endsAt: iso(input.ends_at),
    usageLimit: input.usage_limit ?? undefined,
    perCustomerLimit: input.per_customer_limit === undefined ? 1 : (input.per_customer_limit ?? undefined),
    categories: [...new Set(input.categories ?? [])],
    active: input.active ?? true,
  };
}
