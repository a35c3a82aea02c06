/**
 * `npm run bench:test-cpu`: runs `npm test` (or `npm test -- <arguments>`) and prints where the machine's CPU went
 * while it ran: the wall time, the CPU time every process used against what the machine's cores could give, and that
 * time split by kind of process (Chromium's, the shop's, DynamoDB Local's, vitest's, the four checks'). Issue 30: on a
 * 2-core machine the run keeps both cores busy, so its time falls only with the CPU work it does, and this says whose
 * work that is. Linux only: it reads /proc once a second (a process that starts and ends between two reads is missed).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on every Linux this runs on). */
const TICKS = 100;

/** The kind of a process, from its command line. */
function kindOf(commandLine: string): string {
  if (/chrom/.test(commandLine)) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
    return type ? `Chromium ${type}` : 'Chromium browser';
  }
  if (/DynamoDBLocal|java/.test(commandLine)) return 'DynamoDB Local';
  if (/infra\/app\.ts/.test(commandLine)) return 'cdk';
  if (/infra\/local\/start/.test(commandLine)) return 'the shop (and the shops tests start)';
  if (/vitest.*(forks|threads|worker)/.test(commandLine)) return 'vitest workers (the test files)';
  if (/vitest/.test(commandLine)) return 'vitest (transforms, reporting, the one Chromium server)';
  for (const check of ['tsc', 'eslint', 'prettier', 'cdk', 'esbuild'])
    if (new RegExp(`[/ ]${check}[ .]|node_modules/\\.bin/${check}`).test(commandLine)) return check;
  return 'other';
}

interface Seen {
  kind: string;
  /** CPU seconds the process had used when first seen (0 for one started during the run). */
  first: number;
  last: number;
}

const seen = new Map<number, Seen>();

function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

function sample(startedBefore: boolean): void {
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const cpu = cpuSecondsOf(pid);
    if (cpu === undefined) continue;
    const known = seen.get(pid);
    if (known) known.last = cpu;
    else {
      let commandLine = '';
      try {
        commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      seen.set(pid, { kind: kindOf(commandLine), first: startedBefore ? cpu : 0, last: cpu });
    }
  }
}

/** Busy CPU seconds of the whole machine, from /proc/stat's first line. */
function machineBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS;
}

sample(true);
const busyBefore = machineBusySeconds();
const started = Date.now();
const run = spawn('npm', ['test', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])], {
  stdio: 'inherit',
});
const timer = setInterval(() => sample(false), 1000);
const exitCode = await new Promise<number>((done) => run.on('close', (code) => done(code ?? 1)));
clearInterval(timer);
sample(false);

const wall = (Date.now() - started) / 1000;
const busy = machineBusySeconds() - busyBefore;
const cores = availableParallelism();
const byKind = new Map<string, number>();
for (const { kind, first, last } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + last - first);
const counted = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);

console.log(`\n==> npm test ${exitCode === 0 ? 'passed' : `failed (exit code ${exitCode})`} in ${wall.toFixed(0)} s`);
console.log(
  `CPU: ${busy.toFixed(0)} s busy of the ${(wall * cores).toFixed(0)} s that ${cores} cores give in that time (${((100 * busy) / (wall * cores)).toFixed(0)} %)`,
);
console.log(`By kind of process (${counted.toFixed(0)} s counted):`);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
  if (seconds >= 1)
    console.log(`${seconds.toFixed(0).padStart(7)} s ${((100 * seconds) / counted).toFixed(0).padStart(3)} %  ${kind}`);
process.exit(exitCode);
