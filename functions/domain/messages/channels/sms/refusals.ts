/**
 * The service's answers that no retry changes: its checks of the message (validation) and an opted-out number
 * (STOP; a conflict). Retrying would only fill the dead-letter queue and wake the alarm that is there for real
 * failures, so such an SMS is logged with the service's reason and dropped.
 */
export function smsRefusedForGood(error: unknown): string | undefined {
  if (!(error instanceof Error) || (error.name !== 'ValidationException' && error.name !== 'ConflictException'))
    return undefined;
  return (error as { Reason?: string }).Reason ?? error.name;
}
