import { adminToken, api } from './api';

let n = 0;
/** A code name no other run uses. */
export const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}${process.pid}${++n}`.toUpperCase();

/** A discount code made through the back-office route (10 % off unless `terms` say otherwise); its name. */
export async function newCode(terms: Record<string, unknown>, prefix = 'T') {
  const code = uniqueCode(prefix);
  const res = await api('/v2/admin/discount-codes', {
    method: 'POST',
    token: await adminToken(),
    body: { code: code.toLowerCase(), type: 'percent', value: 10, ...terms },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return code;
}
