import type { z } from 'zod';
import { toFieldErrors } from '../../shared/validation/fields';
import { validationFailed } from './errors';

/** Validates a body with a shared schema; failures become the contract's 422 field map with SPEC's messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}
