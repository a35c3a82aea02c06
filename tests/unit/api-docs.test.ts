import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { REPO_ROOT } from '../support/outside-references';

const GUIDE = 'docs/api/README.md';

/** The rows of the guide's endpoint index, as `METHOD path access id`, with paths written under `/api`. */
function indexRows(markdown: string): string[] {
  const index = markdown.slice(markdown.indexOf('## 9. Endpoint index'));
  return index
    .split('\n')
    .map((line) => /^\| [^|]+ \| (GET|POST|PUT|DELETE) \| `([^`]+)` \| ([a-z+-]+) \| `([a-z-]+)` \|$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, method, path, access, id]) => `${method} /api${path} ${access} ${id}`);
}

describe(`the endpoint index of ${GUIDE}`, () => {
  const rows = indexRows(readFileSync(join(REPO_ROOT, GUIDE), 'utf8'));

  it('lists every route of the route table with its method, path and access, and nothing else', () => {
    const table = routes.map((r) => `${r.method} ${r.path} ${r.access} ${r.id}`);
    // A failure names the rows to add to (or drop from) the index.
    expect({
      missingFromGuide: table.filter((r) => !rows.includes(r)),
      notInTable: rows.filter((r) => !table.includes(r)),
    }).toEqual({
      missingFromGuide: [],
      notInTable: [],
    });
  });

  it('reads rows of the index format', () => {
    expect(indexRows('## 9. Endpoint index\n| A1 | POST | `/v2/login` | public | `auth-login` |\n| x | y |')).toEqual([
      'POST /api/v2/login public auth-login',
    ]);
  });
});
