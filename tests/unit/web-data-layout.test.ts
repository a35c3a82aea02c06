import { describe, expect, it } from 'vitest';
import { readText, repositoryFiles } from '../support/outside-references';

/**
 * One data layout in the SPA (decision 0071): a feature's server calls are `features/<x>/api/<verb-noun>.ts`, each
 * file the fetcher with its query options and hook (or its mutation), as bulletproof-react lays them out. The
 * session's own calls (sign in, up and out) stay with the session store in lib/.
 */
const FEATURES = 'web/src/features/';
const API_FILE = /\/api\/[a-z0-9]+(?:-[a-z0-9]+)+\.ts$/;
const CALLS = /\b(?:callApi|uploadApi)\(/;

const featureFiles = () =>
  repositoryFiles()
    .filter((f) => f.startsWith(FEATURES) && /\.tsx?$/.test(f))
    .map((path) => ({ path, text: readText(path) ?? '' }));

describe('the web data layout', () => {
  it('calls the server only from api/<verb-noun>.ts files', () => {
    const files = featureFiles();
    expect(files.filter((f) => CALLS.test(f.text)).length).toBeGreaterThan(40);
    expect(files.filter((f) => CALLS.test(f.text) && !API_FILE.test(f.path)).map((f) => f.path)).toEqual([]);
  });

  it('has no api.ts, *-api.ts or second query hook beside useQuery', () => {
    const files = featureFiles();
    expect(files.filter((f) => /(?:\/api|-api)\.ts$/.test(f.path)).map((f) => f.path)).toEqual([]);
    expect(files.filter((f) => /\buseAdminQuery\b/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('gives every read its query options beside its hook', () => {
    const reads = featureFiles().filter((f) => API_FILE.test(f.path) && /\buseQuery\(/.test(f.text));
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter((f) => !/export const \w+QueryOptions\b/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('leaves no component to track a request by hand: it reads isPending from its mutation', () => {
    const handBusy = /const \[(?:busy|loading|saving|submitting|sending|deleting), set\w+\] = useState/;
    expect(
      repositoryFiles()
        .filter((f) => f.startsWith('web/src/') && /\.tsx?$/.test(f) && handBusy.test(readText(f) ?? ''))
        .sort(),
    ).toEqual([]);
  });
});
