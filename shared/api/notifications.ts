import * as z from 'zod/mini';
import { ok } from './envelope';

/** Issue 22: what the customer gets besides mail; order SMS are on unless turned off. */
const settings = z.object({ order_sms: z.boolean() });

export const notificationSettings = ok({ data: settings });
export const notificationSettingsSaved = ok({ message: z.string(), data: settings });
