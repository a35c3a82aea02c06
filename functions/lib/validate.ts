import type { z } from 'zod';
import { toFieldErrors } from '../../shared/validation/fields';
import { illFormedFields } from '../../shared/validation/well-formed-text';
import { validationFailed } from './errors';

/** Validates a body with a shared schema; failures become the contract's 422 field map with SPEC's messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

/** Every text of a request (JSON body or form fields) must be well-formed Unicode; the fields that are not get a 422. */
export function refuseIllFormedText(body: Record<string, unknown>): void {
  const errors = illFormedFields(body);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
