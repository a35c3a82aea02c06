import { describe, expect, it } from 'vitest';
import { findOutsideReferences, readText, repositoryFiles } from '../support/outside-references';

/**
 * The repository must explain itself: docs/product, docs/api and docs/decisions hold what a newcomer needs, so no
 * file may send the reader to documents that a clone does not have.
 */
/** `../` repeated: builds relative paths at run time, so this file's own text never climbs out of the repository. */
const up = (levels: number) => '../'.repeat(levels);

describe('the repository stands on its own', () => {
  it('no file refers to documents outside the repository', () => {
    const files = repositoryFiles();
    expect(files).toContain('README.md');
    const found = files.flatMap((file) => {
      const text = readText(file);
      return text === undefined ? [] : findOutsideReferences(file, text);
    });
    expect(found.map((f) => `${f.file}:${f.line} mentions ${f.text}`)).toEqual([]);
  });

  it('the check catches a path that leaves the repository and the names of the outside documents', () => {
    expect(findOutsideReferences('README.md', 'see ../shared/notes.md')).toEqual([
      { file: 'README.md', line: 1, text: '../shared' },
    ]);
    expect(findOutsideReferences('tests/int/a.test.ts', `see ${up(3)}shared/x`)).toHaveLength(1);
    expect(
      findOutsideReferences('web/src/a.ts', `// ${'DESIGN'}.md says\n// ${'API-CONTRACT'}.md A7`).map((f) => f.line),
    ).toEqual([1, 2]);
    expect(findOutsideReferences('docs/x.md', `/work/${'shared'}/spec/Y`)).toHaveLength(1);
  });

  it("the check lets imports of the repository's own shared/ folder pass", () => {
    expect(findOutsideReferences('tests/int/a.test.ts', "import { routes } from '../../shared/routes';")).toEqual([]);
    expect(findOutsideReferences('web/src/lib/a.ts', `import { x } from '${up(3)}shared/rules/money';`)).toEqual([]);
  });
});
