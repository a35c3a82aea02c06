import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { authRefusals } from '../../functions/domain/auth/auth-errors';
import { cartFull } from '../../functions/domain/cart/cart-errors';
import { outOfStock } from '../../functions/domain/inventory/inventory-errors';
import { DomainError } from '../../functions/lib/domain-error';
import { fieldError, forbidden, validationFailed } from '../../functions/lib/errors';
import { refusalLanguageOf } from '../../functions/lib/refusal-language';
import { refusalTranslator, inLanguages } from '../../functions/lib/refusal-texts';
import { adminProducts } from '../../shared/routes/entries/admin-products';
import { cartAdd } from '../../shared/routes/entries/cart-add';
import { catalogSearch } from '../../shared/routes/entries/catalog-search';
import { TRANSLATED_LANGUAGES } from '../../shared/rules/translations';
import { billingMessages } from '../../shared/messages/billing';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { readText, repositoryFiles } from '../support/outside-references';
import { stringLiterals } from '../support/source-literals';
import { searchContext, searchEvent } from '../support/search-request';

type Texts = typeof import('../../functions/handlers/refusal-texts');
type Http = typeof import('../../functions/handlers/http');
let texts: Texts;
let http: Http;

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  texts = await import('../../functions/handlers/refusal-texts');
  http = await import('../../functions/handlers/http');
});

/** A filled-in text's sample: each parameter its own number (2 and up, the plural form), which any text can show. */
const sampleArgs = (english: (...args: never[]) => string) =>
  Array.from({ length: english.length }, (_, i) => 7 + i * 11) as never[];

/** Every declared English text with what it says for the samples: [set, id, English, the sample values]. */
function everyText(): Array<[string, string, string, number[]]> {
  return texts.REFUSAL_TEXTS.flatMap(({ english }, n) =>
    Object.entries(english).map(([id, text]): [string, string, string, number[]] => {
      if (typeof text === 'string') return [`set ${n}`, id, text, []];
      const args = sampleArgs(text);
      return [`set ${n}`, id, text(...args), args as unknown as number[]];
    }),
  );
}

describe('the refusals in Sinhala and Tamil (issue 34)', () => {
  it('every declared text has its own Sinhala and Tamil, with its values kept', () => {
    const all = everyText();
    expect(all.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const [set, id, english, values] of all)
      for (const language of TRANSLATED_LANGUAGES) {
        const said = texts.refusalIn(english, language);
        if (!said.trim() || said === english) problems.push(`${set}.${id} in ${language} is "${said}"`);
        for (const value of values)
          if (!said.includes(String(value))) problems.push(`${set}.${id} in ${language} lost ${value}: ${said}`);
      }
    expect(problems).toEqual([]);
  });

  it('one English text is never declared twice with different translations (it could not be told apart)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { english, translated } of texts.REFUSAL_TEXTS)
      for (const [id, text] of Object.entries(english)) {
        if (typeof text !== 'string') continue;
        const words = `${translated.si[id]}|${translated.ta[id]}`;
        if (seen.has(text) && seen.get(text) !== words) clashes.push(text);
        seen.set(text, words);
      }
    expect(clashes).toEqual([]);
  });

  it('fills in names and counts, with the plural each language uses', () => {
    expect(texts.refusalIn('Not enough stock available. Only 2 of Vetiver Beard Butter left.', 'si')).toBe(
      'ප්‍රමාණවත් තොගයක් නැත. Vetiver Beard Butter ඉතිරිව ඇත්තේ 2ක් පමණි.',
    );
    expect(texts.refusalIn('Sorry, Cedar Balm is out of stock.', 'ta')).toBe('மன்னிக்கவும், Cedar Balm கையிருப்பில் இல்லை.');
    expect(texts.refusalIn(authRefusals.lockedOut(1), 'ta')).toContain('ஒரு நிமிடம் காத்திருந்து');
    expect(texts.refusalIn(authRefusals.lockedOut(15), 'ta')).toContain('15 நிமிடங்கள் காத்திருந்து');
    expect(texts.refusalIn(authRefusals.lockedOut(1), 'si')).toContain('මිනිත්තුවක් රැඳී');
    expect(texts.refusalIn(authRefusals.lockedOut(15), 'si')).toContain('මිනිත්තු 15ක් රැඳී');
  });

  it('a text no set declares stays English, never blank', () => {
    expect(texts.refusalIn('Some refusal nobody translated.', 'si')).toBe('Some refusal nobody translated.');
    const none = refusalTranslator([]);
    expect(none('Order not found', 'ta')).toBe('Order not found');
    const one = refusalTranslator([
      inLanguages({ hi: (name: string) => `Hi ${name}.` }, { si: { hi: 'ආයුබෝවන් {0}.' }, ta: { hi: 'வணக்கம் {0}.' } }),
    ]);
    expect(one('Hi Nimal.', 'si')).toBe('ආයුබෝවන් Nimal.');
    expect(one('Hi Nimal!', 'si')).toBe('Hi Nimal!');
  });
});

/** The answer of a route that throws `error`, asked with `query` and its `access`. */
async function answer(error: unknown, query?: Record<string, string>, route: typeof catalogSearch = catalogSearch) {
  const handler = http.httpHandler(route as typeof catalogSearch, async () => {
    throw error;
  });
  const event = { ...searchEvent, queryStringParameters: query } as APIGatewayProxyEventV2;
  const result = await handler(event, searchContext('req-refusal'));
  return { status: result.statusCode, body: String(result.body) };
}

describe('the error answer in the language the request asks for', () => {
  const stock = () => outOfStock({ name: 'Vetiver Beard Butter', stock: 2 });

  it('answers in Sinhala or Tamil only with ?lang=si|ta, and exactly as before without it', async () => {
    const english = await answer(stock());
    expect(english.body).toBe(
      '{"status":"error","message":"Not enough stock available. Only 2 of Vetiver Beard Butter left."}',
    );
    for (const query of [{ lang: 'en' }, { q: 'x' }] as Record<string, string>[])
      expect(await answer(stock(), query)).toEqual(english);
    const sinhala = await answer(stock(), { lang: 'si' });
    expect(sinhala.status).toBe(400);
    expect(JSON.parse(sinhala.body)).toEqual({
      status: 'error',
      message: 'ප්‍රමාණවත් තොගයක් නැත. Vetiver Beard Butter ඉතිරිව ඇත්තේ 2ක් පමණි.',
    });
    const tamil = JSON.parse((await answer(cartFull(30), { lang: 'ta' })).body) as { message: string };
    expect(tamil.message).toMatch(/^உங்கள் கூடையில் அதிகபட்சம் 30 வெவ்வேறு/);
  });

  it('translates every message of a field map, keeping the fields and their order', async () => {
    const error = validationFailed({ first_name: [billingMessages.first_name], city: [billingMessages.cityFromList] });
    const body = JSON.parse((await answer(error, { lang: 'si' })).body) as Record<string, unknown>;
    expect(body).toEqual({
      status: 'error',
      message: 'මුල් නම අවශ්‍යයි.',
      errors: { first_name: ['මුල් නම අවශ්‍යයි.'], city: ['කරුණාකර ලැයිස්තුවෙන් නගරයක් තෝරන්න.'] },
    });
    expect(Object.keys(body.errors as object)).toEqual(['first_name', 'city']);
    const untranslated = JSON.parse((await answer(fieldError('x', 'Nobody wrote this.'), { lang: 'ta' })).body);
    expect(untranslated).toEqual({
      status: 'error',
      message: 'Nobody wrote this.',
      errors: { x: ['Nobody wrote this.'] },
    });
  });

  it('the request layer and a 500 speak the language too', async () => {
    expect(JSON.parse((await answer(forbidden(), { lang: 'ta' })).body).message).toBe(
      'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.',
    );
    const crash = JSON.parse((await answer(new Error('boom'), { lang: 'si' })).body) as Record<string, unknown>;
    expect(crash).toEqual({
      status: 'error',
      message: 'අපගේ පැත්තෙන් යම් දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න.',
      request_id: 'req-refusal',
    });
  });

  it('only `si` and `ta` ask, exactly so (a route without `lang` of its own ignores any other value)', () => {
    const asked = (lang?: string) =>
      refusalLanguageOf(cartAdd, { ...searchEvent, queryStringParameters: lang === undefined ? undefined : { lang } });
    expect([asked('si'), asked('ta')]).toEqual(['si', 'ta']);
    for (const other of [undefined, 'en', 'fr', 'SI', 'si,ta', '']) expect(asked(other)).toBeNull();
    expect(refusalLanguageOf(adminProducts, { ...searchEvent, queryStringParameters: { lang: 'si' } })).toBeNull();
  });

  it('a back-office route stays English whatever it is asked', async () => {
    const refusal = new DomainError('not-found', 'Product not found');
    const asked = await answer(refusal, { lang: 'si' }, adminProducts as unknown as typeof catalogSearch);
    const plain = await answer(refusal, undefined, adminProducts as unknown as typeof catalogSearch);
    expect(asked).toEqual(plain);
  });
});

/**
 * The names each file binds to an export called `name`: its own declaration, or an import of it (renamed or not).
 */
function localNames(source: string, name: string): string[] {
  const names = new Set<string>();
  if (new RegExp(`\\b(?:const|function) ${name}\\b`).test(source)) names.add(name);
  for (const block of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from/g))
    for (const part of block[1].split(',')) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if (imported === name) names.add(local ?? imported);
    }
  return [...names];
}

describe('the translated sets are the texts the server answers', () => {
  it('every id of every set is used by the server’s code (functions/, shared/), not only declared', () => {
    const registry = 'functions/handlers/refusal-texts.ts';
    const registrySource = readText(registry)!;
    const serverFiles = repositoryFiles()
      .filter((f) => /^(functions|shared)\/.*\.ts$/.test(f) && f !== registry)
      .map((f) => readText(f)!);
    const calls = [...registrySource.matchAll(/inLanguages\(\s*(\{\s*(\w+): (\w+)\s*\}|\w+),/g)];
    expect(calls.length).toBe(texts.REFUSAL_TEXTS.length);
    const original = (local: string) => new RegExp(`\\b(\\w+) as ${local}\\b`).exec(registrySource)?.[1] ?? local;
    const unused: string[] = [];
    calls.forEach((call, n) => {
      // `{ message: CONSTANT }`: the constant itself is what the server answers.
      const [name, uses] = call[3]
        ? [original(call[3]), (local: string) => [new RegExp(`\\b${local}\\b`)]]
        : [
            original(call[1]),
            (local: string) =>
              Object.keys(texts.REFUSAL_TEXTS[n].english).map((id) => new RegExp(`\\b${local}\\.${id}\\b`)),
          ];
      const ids = call[3] ? [name] : Object.keys(texts.REFUSAL_TEXTS[n].english);
      ids.forEach((id, i) => {
        const used = serverFiles.some((source) =>
          localNames(source, name).some((local) => {
            const pattern = uses(local)[call[3] ? 0 : i];
            // The declaring file names the constant once in its declaration: a use is a second mention.
            return (source.match(new RegExp(pattern.source, 'g'))?.length ?? 0) > (call[3] ? 1 : 0);
          }),
        );
        if (!used) unused.push(call[3] ? name : `${name}.${id}`);
      });
    });
    expect(unused).toEqual([]);
  });
});

describe('a filled-in text’s pattern catches only its own texts', () => {
  it('no fixed text of the server (functions/, shared/) that no set declares is translated by a pattern', () => {
    const declared = new Set(
      texts.REFUSAL_TEXTS.flatMap(({ english }) => Object.values(english).filter((v) => typeof v === 'string')),
    );
    const caught = repositoryFiles()
      .filter((f) => /^(functions|shared)\/.*\.ts$/.test(f))
      .flatMap((f) =>
        stringLiterals(f, readText(f)!)
          .filter((l) => !declared.has(l.text) && texts.refusalIn(l.text, 'si') !== l.text)
          .map((l) => `${f}:${l.line} ${l.text}`),
      );
    expect(caught).toEqual([]);
    // It bites: a text of the same shape as a declared one is caught.
    expect(texts.refusalIn('Please choose a Colour.', 'si')).not.toBe('Please choose a Colour.');
  });
});
