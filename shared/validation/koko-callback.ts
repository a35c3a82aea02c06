import * as z from 'zod/mini';

/**
 * KOKO's callback as it is posted (form fields, all text: orderId, trnId, status, signature). The domain checks the
 * fields and KOKO's signature itself; here it is only described.
 */
export const kokoCallbackSchema = z.record(z.string(), z.string());
