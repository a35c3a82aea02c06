import { countChannelMetric } from '../../lib/metrics';

/** The `channel` of a failure whose message could not be read as any channel's (a body the consumer cannot parse). */
export const UNKNOWN_CHANNEL = 'unknown';

/** Counts a message that failed (not queued, or a delivery attempt that failed) for its channel's series. */
export function countMessageFailed(channel: string): void {
  countChannelMetric('MessagesFailed', channel);
}
