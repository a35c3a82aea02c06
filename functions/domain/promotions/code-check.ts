import { normalizeCode } from '../../../shared/rules/discount-codes';
import { codeRefused } from './promotion-errors';
import type { CodeRecord } from './code-record';
import { refusalOf } from './code-rules';
import { customerUses, getCode } from './codes-repo';
import { checkedCounters, type CodeCustomer } from './code-customer';
import { priceWithCode, type CodeLine, type CodePrice } from './pricing';

export interface CheckedCode {
  record: CodeRecord;
  price: CodePrice;
}

/**
 * The code as this customer may use it on these lines now, priced (`deliveryCents`: the order zone's rate, null in
 * the cart), or a `code-refused` error that says why not in the shopper's words.
 */
export async function checkCode(
  text: string,
  who: CodeCustomer,
  lines: CodeLine[],
  deliveryCents: number | null,
  now = new Date(),
): Promise<CheckedCode> {
  const code = normalizeCode(text);
  const [record, uses] = await Promise.all([getCode(code), customerUses(code, checkedCounters(who))]);
  const refusal = refusalOf(record, lines, uses, now);
  if (refusal || !record) throw codeRefused(refusal!);
  return { record, price: priceWithCode(record, lines, deliveryCents) };
}
