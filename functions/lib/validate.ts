import { illFormedFields } from '../../shared/validation/well-formed-text';
import { validationFailed } from './errors';

/** Every text of a request (JSON body or form fields) must be well-formed Unicode; the fields that are not get a 422. */
export function refuseIllFormedText(body: Record<string, unknown>): void {
  const errors = illFormedFields(body);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
