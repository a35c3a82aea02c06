import * as z from 'zod/mini';

/** "Send me offers and reminders" at sign-up and checkout (issue 33): unticked, so false, unless sent true. */
export const marketingConsentField = z.pipe(
  z.optional(z.boolean({ error: 'Please answer yes or no.' })),
  z.transform((v: boolean | undefined) => v ?? false),
);
