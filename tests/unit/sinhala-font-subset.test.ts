import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SINHALA_KEPT } from '../../tools/fonts/sinhala-letters';

const ROOT = resolve(import.meta.dirname, '../..');
const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const kept = (codePoint: number) => SINHALA_KEPT.some(([first, last]) => codePoint >= first && codePoint <= last);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|json)$/.test(name) ? [path] : [];
  });
}

describe('the Sinhala font files keep the letters written today (decision 0100)', () => {
  it("each Sinhala @font-face's unicode-range names exactly what tools/fonts kept, so a letter left out falls back instead of showing a box", () => {
    const css = readFileSync(join(ROOT, 'web/src/styles/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{[^}]*font-family: 'Noto Sans Sinhala';[^}]*}/g)].map((m) => m[0]);
    expect(faces).toHaveLength(2);
    const range = SINHALA_KEPT.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    );
    for (const face of faces) {
      expect(face).toContain(`unicode-range: ${range.join(', ')};`);
      expect(face).toMatch(/src: url\('\.\/fonts\/noto-sans-sinhala-(400|700)\.woff2'\)/);
    }
  });

  it("every Sinhala letter in the shop's own texts (pages, messages, the seeded catalogue) is in the shop's font", () => {
    const files = ['shared', 'web/src', 'functions', 'infra/local/seed'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const sinhala = new Set<number>();
    for (const file of files)
      for (const char of readFileSync(file, 'utf8').matchAll(/[\u0D80-\u0DFF]/g)) sinhala.add(char[0].codePointAt(0)!);
    expect(sinhala.size).toBeGreaterThan(40);
    expect([...sinhala].filter((codePoint) => !kept(codePoint)).map(hex)).toEqual([]);
  });

  it("each Sinhala file is within 26 KB: a Sinhala page's largest paint waits for both (decision 0114)", () => {
    for (const weight of [400, 700]) {
      const bytes = statSync(join(ROOT, `web/src/styles/fonts/noto-sans-sinhala-${weight}.woff2`)).size;
      expect(bytes).toBeGreaterThan(10_000);
      expect(bytes).toBeLessThanOrEqual(26 * 1024);
    }
  });
});
