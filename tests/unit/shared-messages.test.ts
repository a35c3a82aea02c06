import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readText, repositoryFiles } from '../support/outside-references';
import { stringLiterals } from '../support/source-literals';

/**
 * A text the server answers and a screen also says lives once, in shared/messages, and the screen imports it: a
 * copy in web/src would say something else the day one of the two changes.
 */
const MESSAGES = join(REPO_ROOT, 'shared/messages');

/** Every fixed text of the message files (functions, which fill in a name, are checked through their callers). */
async function sharedTexts(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(MESSAGES).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(join(MESSAGES, file))) as Record<string, Record<string, unknown>>;
    for (const [group, entries] of Object.entries(module))
      for (const [name, value] of Object.entries(entries))
        if (typeof value === 'string') texts.set(value, `shared/messages/${file} ${group}.${name}`);
  }
  return texts;
}

describe('messages both sides show', () => {
  it('are read from shared/messages, never copied into web/src', async () => {
    const texts = await sharedTexts();
    expect(texts.get('Final Sale items cannot be returned.')).toBe(
      'shared/messages/returns.ts returnMessages.finalSale',
    );
    expect(texts.size).toBeGreaterThan(20);
    const copies = repositoryFiles()
      .filter((f) => f.startsWith('web/src/') && /\.tsx?$/.test(f))
      .flatMap((f) =>
        stringLiterals(f, readText(f) ?? '')
          .filter((l) => texts.has(l.text))
          .map((l) => `${f}:${l.line} copies ${texts.get(l.text)}`),
      );
    expect(copies).toEqual([]);
  });
});
