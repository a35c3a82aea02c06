/**
 * A rule of the shop said no. Domain code throws a subclass (functions/domain/errors.ts) that names what happened
 * (`code`) and says it in SPEC's words (`message`); it never picks an HTTP status. The handlers' error map
 * (functions/handlers/error-map.ts) is the one place that turns each code into the contract's answer.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
