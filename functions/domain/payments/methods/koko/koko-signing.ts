import { createSign, createVerify } from 'node:crypto';

/**
 * KOKO's signatures: base64 RSA-SHA256. The shop signs the form the browser posts to KOKO with the merchant's private
 * key; KOKO signs its callback with its own, which the shop checks with KOKO's public key.
 */

/** The fields of KOKO's form whose values, joined in exactly this order, are its `dataString`. */
export const KOKO_SIGNED_FIELDS = [
  '_mId',
  '_amount',
  '_currency',
  '_pluginName',
  '_pluginVersion',
  '_returnUrl',
  '_cancelUrl',
  '_orderId',
  '_reference',
  '_firstName',
  '_lastName',
  '_email',
  '_description',
  'api_key',
  '_responseUrl',
] as const;

export type KokoSignedFields = Record<(typeof KOKO_SIGNED_FIELDS)[number], string>;

export const kokoDataString = (fields: KokoSignedFields) => KOKO_SIGNED_FIELDS.map((name) => fields[name]).join('');

/** What KOKO's callback signs: `orderId + trnId + status`. */
export const callbackDataString = (c: { orderId: string; trnId: string; status: string }) =>
  `${c.orderId}${c.trnId}${c.status}`;

export const rsaSign = (data: string, privateKeyPem: string) =>
  createSign('RSA-SHA256').update(data, 'utf8').sign(privateKeyPem, 'base64');

/** Whether `signature` (base64) is the key's over `data`; anything malformed is simply not. */
export function rsaVerifies(data: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(data, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}
