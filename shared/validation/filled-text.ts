import * as z from 'zod/mini';

/** Text of at least one character, and at most `max` when given: settings, secrets and PayHere's notification fields. */
export const filledText = (max?: number) =>
  z.string().check(z.minLength(1), ...(max === undefined ? [] : [z.maxLength(max)]));
