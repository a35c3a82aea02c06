import { readFileSync, writeFileSync } from 'node:fs';

/** The medians of one page's runs. */
export interface PageFigures {
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The LCP element's tag in the last run (img, video, h1, ...). */
  lcpElement: string;
}

/** One throttling mode's figures, as last saved: when, under which load, per page (home, category, ...). */
export interface SavedRun {
  savedAt: string;
  load: string;
  runs: number;
  pages: Record<string, PageFigures>;
}

export type Throttling = 'simulate' | 'devtools';
export type SavedFigures = Partial<Record<Throttling, SavedRun>>;

/** The committed figures (tests/bench/lighthouse-figures.json); an absent file is no figures yet. */
export function readSavedFigures(file: string): SavedFigures {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SavedFigures;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export function saveFigures(file: string, figures: SavedFigures): void {
  writeFileSync(file, JSON.stringify(figures, null, 2) + '\n');
}

const COLUMNS: Array<{ title: string; width: number; show: (f: PageFigures) => string }> = [
  { title: 'perf', width: 9, show: (f) => String(f.performance) },
  { title: 'FCP s', width: 11, show: (f) => (f.fcpMs / 1000).toFixed(2) },
  { title: 'LCP s', width: 11, show: (f) => (f.lcpMs / 1000).toFixed(2) },
  { title: 'CLS', width: 13, show: (f) => f.cls.toFixed(3) },
  { title: 'TBT ms', width: 11, show: (f) => f.tbtMs.toFixed(0) },
  { title: 'a11y/bp/SEO', width: 22, show: (f) => `${f.accessibility}/${f.bestPractices}/${f.seo}` },
  { title: 'LCP element', width: 14, show: (f) => f.lcpElement },
];

/** The header of the table `figuresLine` fills; each cell is "now (last committed)". */
export function figuresHeader(): string {
  return ['page'.padEnd(36), ...COLUMNS.map((c) => c.title.padStart(c.width))].join(' ');
}

/** One page's medians beside the last committed ones, e.g. `1.42 (2.31)`. */
export function figuresLine(name: string, now: PageFigures, before: PageFigures | undefined): string {
  const cell = (c: (typeof COLUMNS)[number]) => (before ? `${c.show(now)} (${c.show(before)})` : c.show(now));
  return [`${name} ${now.path}`.padEnd(36), ...COLUMNS.map((c) => cell(c).padStart(c.width))].join(' ');
}
