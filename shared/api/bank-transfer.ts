import * as z from 'zod/mini';

/** Where and how much to transfer for a bank-transfer order (`reference` is the order number, `pay_by` an ISO time). */
export const bankTransferDetails = z.object({
  bank: z.string(),
  branch: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  reference: z.string(),
  amount: z.number(),
  pay_by: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetails>;

/** A private slip's link: signed, and good for at most 5 minutes. */
export const slipLink = z.object({ url: z.string() });
