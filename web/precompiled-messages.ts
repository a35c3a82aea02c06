import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The catalogues react-intl is given (web/src/lib/i18n/catalogues.ts): English's public texts and its areas' texts,
 * Sinhala and Tamil. Each exports one object of ICU messages, id to text.
 */
export const CATALOGUE_MODULE = /[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/]messages[\\/](en|en-areas|si|ta)\.ts$/;

/** A module as react-intl's own `intl-messageformat` resolves it (its parser, or the parser's stub). */
export function asReactIntlResolves(specifier: string): string {
  const reactIntl = createRequire(import.meta.url).resolve('react-intl');
  const messageFormat = createRequire(reactIntl).resolve('intl-messageformat');
  return createRequire(messageFormat).resolve(specifier);
}

/** The ICU parser react-intl formats with: the AST it reads must be the one its own parser would make. */
const PARSER_OF_REACT_INTL = asReactIntlResolves('@formatjs/icu-messageformat-parser');

type Catalogue = Record<string, string>;
type ParseMessage = (message: string) => unknown;

/** A catalogue module's exports with each message parsed, as the module the browser gets in its place. */
export function precompiledModule(exports: Record<string, unknown>, parse: ParseMessage): string {
  return Object.entries(exports)
    .map(([name, catalogue]) => {
      const parsed = Object.fromEntries(
        Object.entries(catalogue as Catalogue).map(([id, message]) => [id, parse(message)]),
      );
      return `export const ${name} = ${JSON.stringify(parsed)};`;
    })
    .join('\n');
}

/** The `parse` of react-intl's own ICU parser. */
export const reactIntlParse = async (): Promise<ParseMessage> =>
  ((await import(pathToFileURL(PARSER_OF_REACT_INTL).href)) as { parse: ParseMessage }).parse;

/** Loads a catalogue module (TypeScript, with its imports) and answers it with its messages parsed. */
export async function precompileCatalogue(file: string): Promise<string> {
  const parse = await reactIntlParse();
  const exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  return precompiledModule(
    Object.fromEntries(Object.entries(exports).filter(([name]) => name !== 'default' && name !== 'module.exports')),
    parse,
  );
}

/**
 * The browser gets the storefront's texts already parsed (decision 0105): each catalogue is built as ICU syntax trees,
 * and react-intl's parser is swapped for its `no-parser` stub, which throws if a text ever reaches it unparsed. The
 * parser and its number and date skeleton parser were about a third of the entry's own code after React. The
 * server's render keeps the parser and the texts as written; both draw the same words.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async load(id) {
      if (!CATALOGUE_MODULE.test(id)) return null;
      return precompileCatalogue(id);
    },
  };
}
