import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

/** Where the texts of mails and SMS live (issue 34): the message builders and the words they share. */
export const MESSAGE_WORD_FOLDERS = [
  'functions/domain/mail',
  'functions/domain/sms',
  'functions/domain/messages',
  'functions/domain/payments',
  'shared/messages',
];

/** One text of a message: an object literal with an `en` text, as `Words` are written. */
export interface MessageWords {
  where: string;
  texts: Partial<Record<'en' | 'si' | 'ta', string | null>>;
}

/** The letters a Sinhala and a Tamil text must hold (a copy of the English would hold none). */
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

const textOf = (node: ts.Expression): string | null =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;

/** Every object literal in `source` with an `en` property; `null` stands for a text not written as a literal. */
export function messageWordsIn(source: string, file: string): MessageWords[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: MessageWords[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties.filter(ts.isPropertyAssignment);
      const named = (name: string) => props.find((p) => p.name.getText(tree) === name);
      const en = named('en');
      // `{ en: '', ...OTHERS }` borrows its other languages from a table this scan reads on its own.
      if (en && !node.properties.some(ts.isSpreadAssignment)) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
        const texts: MessageWords['texts'] = {};
        for (const language of ['en', 'si', 'ta'] as const) {
          const p = named(language);
          if (p) texts[language] = textOf(p.initializer);
        }
        found.push({ where: `${file}:${line}`, texts });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The ICU arguments a text puts values in (`{number}`, a plural's `{count}`, inside its options too). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    if ('value' in e && typeof e.value === 'string' && e.type !== TYPE.tag) into.add(e.value);
    if ('options' in e) for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

/**
 * Where English names the place with its phrase (`{place}`), Sinhala and Tamil choose theirs with an ICU `select` on
 * `{where}` (decision 0089): both name the same place.
 */
const samePlace = (names: Set<string>) => new Set([...names].map((n) => (n === 'where' ? 'place' : n)));

/** What is wrong with one text: a language without its words, a copy of the English, or different values. */
export function problemsOf(words: MessageWords): string[] {
  const problems: string[] = [];
  const en = words.texts.en;
  for (const language of ['si', 'ta'] as const) {
    const text = words.texts[language];
    if (text === undefined) problems.push(`${words.where}: no ${language} text`);
    else if (text !== null && !SCRIPT[language].test(text))
      problems.push(`${words.where}: the ${language} text is not in its script: ${JSON.stringify(text)}`);
    else if (text !== null && typeof en === 'string') {
      const want = [...samePlace(argumentsOf(parse(en, { ignoreTag: true })))].sort().join(',');
      const got = [...samePlace(argumentsOf(parse(text, { ignoreTag: true })))].sort().join(',');
      if (want !== got) problems.push(`${words.where}: ${language} puts in {${got}}, English {${want}}`);
    }
  }
  return problems;
}

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Every message text of the shop's builders. */
export function shopMessageWords(root: string): MessageWords[] {
  return MESSAGE_WORD_FOLDERS.flatMap((folder) => filesUnder(root, folder)).flatMap((file) =>
    messageWordsIn(readFileSync(join(root, file), 'utf8'), file),
  );
}
