import { answerFor } from '../../functions/handlers/error-map';
import { DomainError } from '../../functions/lib/domain-error';

/**
 * The HTTP answer a refused domain call would get through the handlers' error map (status, message, field errors),
 * for tests that call the domain directly. Resolves only when the call fails with an error the map answers.
 */
export async function httpAnswerOf(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('The call succeeded; a refusal was expected.');
    },
    (e: unknown) => e,
  );
  const answer = error instanceof DomainError ? answerFor(error) : null;
  if (!answer) throw error;
  return { statusCode: answer.statusCode, message: answer.message, errors: answer.errors };
}
