import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/**
 * docs/adding-a-capability.md stays true: the paths it names are listed at its end, and each one exists. A `<name>`
 * stands for any one name (the same name wherever it repeats in a path), and at least one must match. Paths not
 * there yet (while a capability is being built) are listed apart after "Not there yet", and must not exist: once one
 * does, it belongs in the checked list.
 */
const GUIDE = 'docs/adding-a-capability.md';
const text = readFileSync(join(REPO_ROOT, GUIDE), 'utf8');

const CHECKED_HEADING = '## Paths this page names';
const PENDING_INTRO = 'Not there yet';
const [body, lists] = text.split(CHECKED_HEADING);
const [checkedList, pendingList] = lists.split(PENDING_INTRO);
const bullets = (list: string) => [...list.matchAll(/^- `([^`]+)`$/gm)].map((m) => m[1]);
const checked = bullets(checkedList);
const pending = bullets(pendingList ?? '');

/** Code spans of the page's text that name a file or folder of the repository. */
const PATH_LIKE = /^((functions|shared|infra|web|tests|docs|tools)\/\S*|[\w.-]+\.(js|json|ts))$/;
const named = [...body.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((span) => PATH_LIKE.test(span));

const PLACEHOLDER = /<([a-z-]+)>/g;

/** Whether some file or folder matches the path, reading only the folders its placeholders sit in. */
function exists(path: string): boolean {
  const folder = path.endsWith('/');
  const segments = path.replace(/\/$/, '').split('/');
  const walk = (dir: string, rest: string[], names: Record<string, string>): boolean => {
    const [segment, ...more] = rest;
    if (segment === undefined) return folder ? statSync(dir).isDirectory() : statSync(dir).isFile();
    const placeholders = [...segment.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (placeholders.length === 0) {
      const next = join(dir, segment);
      return existsSync(next) && walk(next, more, names);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const pattern = new RegExp(
      `^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(PLACEHOLDER, (_m, name: string) => names[name] ?? '([^/]+)')}$`,
    );
    return readdirSync(dir).some((entry) => {
      const match = pattern.exec(entry);
      if (!match) return false;
      const unbound = placeholders.filter((name) => names[name] === undefined);
      const bound = { ...names };
      [...new Set(unbound)].forEach((name, i) => (bound[name] = match[i + 1]));
      return walk(join(dir, entry), more, bound);
    });
  };
  return walk(REPO_ROOT, segments, {});
}

describe(GUIDE, () => {
  it('lists the paths it names, and those not there yet apart', () => {
    expect(checked.length).toBeGreaterThan(20);
    expect(checked).toEqual(
      expect.arrayContaining([
        'functions/domain/payments/methods/registry.ts',
        'functions/domain/messages/channels/registry.ts',
        'web/src/features/payments/methods/registry.ts',
      ]),
    );
    expect(named.filter((path) => !checked.includes(path) && !pending.includes(path))).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(checked.filter((path) => !exists(path))).toEqual([]);
  });

  it('keeps a path that came to exist out of the list of those not there yet', () => {
    expect(pending.filter(exists)).toEqual([]);
  });

  it('tells a missing path from an existing one, a placeholder included', () => {
    expect(exists('functions/domain/<area>/<area>-keys.ts')).toBe(true);
    expect(exists('functions/domain/<area>/<area>-refunds.ts')).toBe(false);
    expect(exists('functions/domain/cart/')).toBe(true);
    expect(exists('functions/domain/cart/index.ts/')).toBe(false);
    expect(exists('functions/domain/gift-cards/index.ts')).toBe(false);
  });
});
