import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0108: the server render (web/dist-server, built by the shop's start like `npm run build`) is React's and
 * antd's production code. A server build would otherwise read process.env.NODE_ENV when it runs, and neither Lambda
 * nor the local shop sets it: every page was drawn by React's development build, in 1.7 times the time.
 */
const serverDir = resolve(import.meta.dirname, '../../web/dist-server');

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modules(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [join(dir, entry.name)] : [],
  );

/** The lines of code (not of comments) that read NODE_ENV when the module runs. */
const nodeEnvReads = (text: string) =>
  text.split('\n').filter((line) => line.includes('process.env.NODE_ENV') && !/^\s*(\*|\/\/|\/\*)/.test(line));

describe('the server render is a production build', () => {
  it('has no development React and reads no NODE_ENV at run time', () => {
    const files = modules(serverDir);
    expect(files.length).toBeGreaterThan(10);
    const text = files.map((file) => readFileSync(file, 'utf8'));
    // React's own marker of its development element factory (react/cjs/react-jsx-runtime.development.js).
    expect(text.filter((code) => code.includes('jsxDEVImpl'))).toHaveLength(0);
    expect(text.flatMap(nodeEnvReads)).toEqual([]);
  });
});
