import * as z from 'zod/mini';

/**
 * PayHere's notification as it is posted (form fields, all text). The domain checks the signature, merchant, amount
 * and currency itself; here it is only described.
 */
export const payhereNotificationSchema = z.record(z.string(), z.string());
