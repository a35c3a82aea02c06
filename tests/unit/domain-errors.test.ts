import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AreaErrors, declareErrors, DomainError } from '../../functions/lib/domain-error';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { REPO_ROOT } from '../support/outside-references';

/**
 * Each area declares its kinds of refusal with their answers, and the handlers' error map is built from those
 * declarations (decision 0068). Read from the areas themselves: every declaration an area's index offers is in the
 * map, no two areas declare the same kind, and every kind gets an answer.
 */
type ErrorMap = typeof import('../../functions/handlers/error-map');
let map: ErrorMap;
/** Every declaration the shop's areas offer: each area's index.ts, and the shop-wide kinds. */
const declared: Array<{ module: string; errors: AreaErrors<Record<string, { answer: never }>> }> = [];

const DOMAIN = join(REPO_ROOT, 'functions/domain');
const modules = [
  ...readdirSync(DOMAIN, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `functions/domain/${entry.name}/index.ts`),
  'functions/domain/shop-errors.ts',
];

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  map = await import('../../functions/handlers/error-map');
  for (const module of modules) {
    const exports: Record<string, unknown> = await import(join(REPO_ROOT, module));
    for (const value of Object.values(exports)) {
      if (value instanceof AreaErrors) declared.push({ module, errors: value });
    }
  }
});

describe('refusals declared by their areas', () => {
  it('finds every declaration written in the domain, each offered by its area', () => {
    expect(modules.length).toBeGreaterThanOrEqual(15);
    const written = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => readFileSync(join(DOMAIN, file), 'utf8').match(/\bdeclareErrors\(/g) ?? []);
    expect(written.length).toBeGreaterThanOrEqual(11);
    expect(declared.length).toBe(written.length);
  });

  it('builds the error map from every declaration an area offers', () => {
    const missing = declared.filter(({ errors }) => !map.AREA_ERRORS.includes(errors)).map(({ module }) => module);
    expect(missing).toEqual([]);
    expect(map.AREA_ERRORS.length).toBe(declared.length);
  });

  it('never declares one kind in two areas (code that decides on a kind reads it alone)', () => {
    const kinds = map.AREA_ERRORS.flatMap((errors) => Object.keys(errors.answers));
    expect(kinds.filter((kind, i) => kinds.indexOf(kind) !== i)).toEqual([]);
  });

  it('answers every declared kind, with the data its answer needs', () => {
    const unanswered = map.AREA_ERRORS.flatMap((errors) => Object.keys(errors.answers)).filter(
      (kind) => !map.answerFor(new DomainError(kind, 'No.', { field: 'name', retryAfterSeconds: 60 })),
    );
    expect(unanswered).toEqual([]);
  });

  it('answers a field refusal without the field it needs as a logged 500 (null), not with an empty field map', () => {
    expect(map.answerFor(new DomainError('refused-value', 'No.'))).toBeNull();
    expect(map.answerFor(new DomainError('too-many-attempts', 'Later.'))).toBeNull();
  });

  it('tells the kinds of one area apart, whatever the message', () => {
    const errors = declareErrors({ 'sold-out': { answer: 'not-allowed' }, late: { answer: 'conflict' } });
    const error = errors.create('sold-out', 'Sold out.');
    expect(errors.is(error, 'sold-out')).toBe(true);
    expect(errors.is(error, 'late')).toBe(false);
    expect(errors.is(new Error('sold-out'), 'sold-out')).toBe(false);
  });

  it('does not compile a kind without its answer, nor an error of a kind its area did not declare', () => {
    // @ts-expect-error: a kind is declared with its answer
    const errors = declareErrors({ 'sold-out': {} });
    const declaredOnly = declareErrors({ 'sold-out': { answer: 'not-allowed' } });
    // @ts-expect-error: only a declared kind can be thrown
    expect(() => declaredOnly.create('sold-0ut', 'Sold out.')).not.toThrow();
    // @ts-expect-error: a field refusal names its field
    expect(declareErrors({ taken: { answer: 'invalid-field' } }).create('taken', 'Taken.').kind).toBe('taken');
    expect(errors.answers).toEqual({ 'sold-out': {} });
  });
});
