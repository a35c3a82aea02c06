import type { OrderPlace } from '../../../../../../shared/rules/guest-orders';

export const KOKO_START_FAILED = 'Failed to start the KOKO payment. Please try again.';

/** Order complete's sentence, by where the order's KOKO payment stands (before KOKO, or back from it). */
export const KOKO_COMPLETE_TEXTS = {
  unpaid: 'Taking you to KOKO to pay in 3.',
  paid: 'Your KOKO payment is confirmed: you pay in 3 interest-free instalments.',
  failed: (place: OrderPlace) => `Your KOKO payment did not go through. You can pay with KOKO again ${place.from}.`,
} as const;
