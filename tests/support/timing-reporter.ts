import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names: `TOP_FILES=300 npm test` names every file (to find where a run's time went). */
const TOP_FILES = Number(process.env.TOP_FILES ?? 15);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, after the default reporter, where a run's time went (the slowest test files, counted from their import
 * to their last hook) and how many assertions ran, so a slower suite or a lost check shows in every `npm test`.
 * With TEST_COUNTS_FILE set (by tests/run-all.ts, which runs two vitests at once) it also writes the counts there.
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let tests = 0;
    let assertions = 0;
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      for (const test of module.children.allTests()) {
        tests += 1;
        assertions += test.meta().assertions ?? 0;
      }
      return {
        name: `${module.project.name}  ${module.relativeModuleId}`,
        total: diagnostic.collectDuration + diagnostic.duration,
      };
    });
    if (process.env.TEST_COUNTS_FILE)
      writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify({ assertions, tests }));
    files.sort((a, b) => b.total - a.total);
    const lines = files.slice(0, TOP_FILES).map((file) => `  ${seconds(file.total).padStart(8)}  ${file.name}`);
    const sum = files.reduce((all, file) => all + file.total, 0);
    console.log(
      [
        '',
        `Slowest ${Math.min(TOP_FILES, files.length)} of ${files.length} test files (import + tests + hooks; ${seconds(sum)} over all files):`,
        ...lines,
        `Assertions: ${assertions} in ${tests} tests`,
        '',
      ].join('\n'),
    );
  }
}
