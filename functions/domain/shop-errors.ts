import type { InOtherLanguages } from '../../shared/rules/translations';
import { declareErrors } from '../lib/domain-error';

/**
 * The refusals any area or flow may give; an area's own kinds are declared in its folder (`<area>-errors.ts`),
 * each with its answer (decision 0068).
 */
export const shopErrors = declareErrors({
  /** Something named by id is not there, or is someone else's (which must not be told apart). */
  'not-found': { answer: 'not-found' },
  /** A value of one field that a rule beyond the form's schema refuses (e.g. a product left without images). */
  'refused-value': { answer: 'invalid-field' },
  /** Too many tries of something (sign-ins, reset codes, discount codes) for now. */
  'too-many-attempts': { answer: 'too-many-tries' },
  /**
   * A write kept losing races with other writes to the same items (a flash sale on one product) after all its
   * retries: nothing was written, and trying again in a moment works (decision 0059).
   */
  'shop-busy': { answer: 'busy' },
});

export const notFound = (message: string) => shopErrors.create('not-found', message);

export const refusedValue = (field: string, message: string) => shopErrors.create('refused-value', message, { field });

/** `retryAfterSeconds`: when trying again works. */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  shopErrors.create('too-many-attempts', message, { retryAfterSeconds });

export const shopRefusals = { busy: 'The shop is busy. Please try again.' } as const;

export const shopRefusalsIn: InOtherLanguages<typeof shopRefusals> = {
  si: { busy: 'සාප්පුව දැන් කාර්යබහුලයි. කරුණාකර නැවත උත්සාහ කරන්න.' },
  ta: { busy: 'கடை இப்போது பரபரப்பாக உள்ளது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.' },
};

export const shopBusy = () => shopErrors.create('shop-busy', shopRefusals.busy);
