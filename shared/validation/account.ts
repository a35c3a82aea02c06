import * as z from 'zod/mini';
import { CITIES } from '../rules/delivery';
import { TEXT_MAX, atMostLetters, emailField, requiredText } from './fields';
import { messages } from './auth';
import { languageField } from './language';
import { billingMessages } from '../messages/billing';

const optionalFree = z.optional(z.union([z.string().check(z.trim(), atMostLetters(TEXT_MAX)), z.null()]));
/** A city of the 28 (SPEC section 5): what our forms and the profile accept. */
export const cityFromList = requiredText(billingMessages.city).check(
  z.refine((c) => CITIES.includes(c), { error: billingMessages.cityFromList }),
);

/**
 * PUT /v2/users (A8) is a partial update: a field that is not sent stays as it is; a field that is sent must be
 * valid. Three callers send three bodies (profile card, billing card, checkout), so every field is optional here.
 */
export const profileUpdateSchema = z.partial(
  z.object({
    name: requiredText(messages.name),
    email: emailField(messages.email),
    phone: requiredText(billingMessages.phone),
    mobile: requiredText(billingMessages.phone),
    first_name: requiredText(billingMessages.first_name),
    last_name: requiredText(billingMessages.last_name),
    country: requiredText(billingMessages.country),
    company: optionalFree,
    address: requiredText(billingMessages.address),
    apartment: optionalFree,
    city: cityFromList,
    state: requiredText(billingMessages.state),
    postal_code: requiredText(billingMessages.postal_code),
  }),
);

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A8 also takes the account's language (issue 34); the admin's edit of a customer (same fields) does not. */
export const accountUpdateSchema = z.extend(profileUpdateSchema, { language: z.optional(languageField) });

export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
