import * as z from 'zod/mini';
import type { InOtherLanguages } from '../rules/translations';

export const marketingConsentMessages = { yesOrNo: 'Please answer yes or no.' } as const;

export const marketingConsentMessagesIn: InOtherLanguages<typeof marketingConsentMessages> = {
  si: { yesOrNo: 'කරුණාකර ඔව් හෝ නැත ලෙස පිළිතුරු දෙන්න.' },
  ta: { yesOrNo: 'தயவுசெய்து ஆம் அல்லது இல்லை எனப் பதிலளிக்கவும்.' },
};

/** "Send me offers and reminders" at sign-up and checkout (issue 33): unticked, so false, unless sent true. */
export const marketingConsentField = z.pipe(
  z.optional(z.boolean({ error: marketingConsentMessages.yesOrNo })),
  z.transform((v: boolean | undefined) => v ?? false),
);
