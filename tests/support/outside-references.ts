import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Names of documents that lived beside the repository while it was built. Spelled in pieces so that this file
 * does not itself mention them.
 */
const OUTSIDE_NAMES = ['SPEC', 'API-CONTRACT', 'DESIGN'].map((name) => `${name}.md`).concat(['SERVERLESS' + '-NOTES']);
const OUTSIDE_FOLDERS = ['spec', 'research'].map((folder) => `shared/${folder}/`);
/** `../shared`, `../../shared/...`: fine while it resolves to the repository's own shared/ folder. */
const RELATIVE_SHARED = /(?:\.\.\/)+shared\b/g;

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
}

/** Every place in one file's text that points at a document outside the repository. */
export function findOutsideReferences(file: string, text: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  text.split('\n').forEach((content, index) => {
    const hits = [...OUTSIDE_NAMES, ...OUTSIDE_FOLDERS].filter((name) => content.includes(name));
    for (const match of content.matchAll(RELATIVE_SHARED)) {
      const target = relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), match[0]));
      if (target.startsWith('..')) hits.push(match[0]);
    }
    for (const hit of hits) found.push({ file, line: index + 1, text: hit });
  });
  return found;
}

/** Tracked files plus new files that git does not ignore (node_modules, .data, builds), as repository paths. */
export function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((path) => path && !path.startsWith('node_modules/') && existsSync(join(REPO_ROOT, path)));
}

/** The text of a repository file, or undefined for a binary one (images, video, fonts). */
export function readText(path: string): string | undefined {
  const bytes = readFileSync(join(REPO_ROOT, path));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}
