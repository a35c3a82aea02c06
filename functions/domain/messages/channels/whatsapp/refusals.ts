/**
 * The service's answers that no retry changes: its own checks of the message (ValidationException,
 * InvalidParametersException) and Meta's refusal (AccessDeniedByMetaException: a number not on WhatsApp, a template
 * not approved). Such a message is logged with the reason and dropped; anything else is retried, then dead-lettered.
 */
const FOR_GOOD = new Set(['ValidationException', 'InvalidParametersException', 'AccessDeniedByMetaException']);

export function whatsAppRefusedForGood(error: unknown): string | undefined {
  if (!(error instanceof Error) || !FOR_GOOD.has(error.name)) return undefined;
  return error.message ? `${error.name}: ${error.message}` : error.name;
}
