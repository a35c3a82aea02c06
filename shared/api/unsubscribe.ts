import * as z from 'zod/mini';
import { MARKETING_CHANNELS } from '../rules/consent';
import { ok } from './envelope';

/** What an unsubscribe turned off (issue 33): the message says it in words, `channel` names it. */
export const unsubscribed = ok({ message: z.string(), data: z.object({ channel: z.enum(MARKETING_CHANNELS) }) });
