import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/lib/i18n/messages/en';
import { enAreas } from '../../web/src/lib/i18n/messages/en-areas';
import { si } from '../../web/src/lib/i18n/messages/si';
import { ta } from '../../web/src/lib/i18n/messages/ta';
import {
  asReactIntlResolves,
  CATALOGUE_MODULE,
  precompileCatalogue,
  precompiledModule,
  reactIntlParse,
} from '../../web/precompiled-messages';

const MESSAGES = join(import.meta.dirname, '../../web/src/lib/i18n/messages');

/** A module's source, imported as the browser would import the built chunk. */
const importSource = (source: string) =>
  import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`) as Promise<
    Record<string, Record<string, unknown>>
  >;

/** react-intl's own stub that replaces its parser in the browser's build (web/precompiled-messages.ts). */
const noParserOfReactIntl = async () =>
  (await import(pathToFileURL(asReactIntlResolves('@formatjs/icu-messageformat-parser/no-parser.js')).href)) as {
    parse: (message: string) => unknown;
  };

describe('the storefront texts reach the browser parsed (decision 0105)', () => {
  it('formats a parsed catalogue to the words of the written one: plurals, arguments and quotes', async () => {
    const written = {
      plain: "Don't miss it",
      plural: '{count, plural, one {# item} other {# items}}',
      argument: 'Hello {name}, welcome to {shop}',
      select: '{kind, select, gift {A gift} other {For me}}',
    };
    const { texts } = await importSource(precompiledModule({ texts: written }, await reactIntlParse()));
    const intl = (messages: Record<string, unknown>) => createIntl({ locale: 'en-LK', messages: messages as never });
    const values = { count: 1, name: 'Kasun', shop: 'Kesara', kind: 'gift' };
    for (const id of Object.keys(written)) {
      expect(texts[id], id).toBeInstanceOf(Array);
      expect(intl(texts).formatMessage({ id }, values)).toBe(intl(written).formatMessage({ id }, values));
    }
    expect(intl(texts).formatMessage({ id: 'plural' }, { count: 3 })).toBe('3 items');
  });

  it('builds each of the four catalogues with every id, each message parsed', async () => {
    const catalogues = { en, 'en-areas': enAreas, si, ta };
    for (const [file, written] of Object.entries(catalogues)) {
      const path = join(MESSAGES, `${file}.ts`);
      expect(CATALOGUE_MODULE.test(path), path).toBe(true);
      const built = await importSource(await precompileCatalogue(path));
      const [parsed] = Object.values(built);
      expect(Object.keys(parsed).sort(), file).toEqual(Object.keys(written).sort());
      for (const message of Object.values(parsed)) expect(message).toBeInstanceOf(Array);
    }
    // The areas' own modules (checkout's, the payment methods' labels) are built as written.
    expect(CATALOGUE_MODULE.test(join(MESSAGES, 'checkout/en.ts'))).toBe(false);
  });

  it("a text that reached the browser unparsed would fail loudly: the stub that replaces react-intl's parser throws", async () => {
    const { parse } = await noParserOfReactIntl();
    expect(() => parse('Skip to content')).toThrow(/uncompiled message/);
  });
});
