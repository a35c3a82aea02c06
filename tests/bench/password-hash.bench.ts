/**
 * `npm run bench:passwords`: how long one scrypt password hash takes, at the cost the shop used first (N=2^14) and at
 * OWASP's (N=2^17, r=8, p=1), measured on this machine's one core, and what that means at the Lambda memory sizes
 * considered for the sign-in function. Lambda gives a function CPU in proportion to its memory, one full vCPU at
 * 1,769 MB; scrypt runs on one thread, so more memory than that does not make a hash faster. The projection scales
 * the measured CPU time of one hash by 1769 / memory below one vCPU. CPU time (not wall time) is measured, so other
 * work on a shared machine does not inflate it; Lambda's arm64 cores are not this machine's, so read the function's
 * Duration metric for the real figure.
 */
import {
  FAST_LOCAL_SCRYPT_COST,
  OWASP_SCRYPT_COST,
  hashPassword,
  type ScryptCost,
} from '../../functions/domain/auth/passwords';

const RUNS = 7;
const FULL_VCPU_MB = 1769;
const LAMBDA_SIZES_MB = [512, 1024, 1536, 1769, 2048];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Wall time and CPU time (user + system, all threads: scrypt runs on libuv's pool) of one hash, medians of RUNS. */
async function timeHash(cost: ScryptCost): Promise<{ wall: number; cpu: number }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await hashPassword('Grooming#2026', cost);
    const used = process.cpuUsage(cpuBefore);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const ms = (v: number) => `${Math.round(v)} ms`;

async function main() {
  const label = (c: ScryptCost) => `N=2^${Math.log2(c.N)}, r=${c.r}, p=${c.p} (${(128 * c.N * c.r) / 2 ** 20} MiB)`;
  for (const cost of [FAST_LOCAL_SCRYPT_COST, OWASP_SCRYPT_COST]) {
    const { wall, cpu } = await timeHash(cost);
    console.log(
      `\n${label(cost)}: CPU time ${ms(cpu)} per hash on this machine (wall ${ms(wall)}), medians of ${RUNS}`,
    );
    for (const mb of LAMBDA_SIZES_MB) {
      const share = Math.min(1, mb / FULL_VCPU_MB);
      console.log(
        `  Lambda ${String(mb).padStart(4)} MB (${share.toFixed(2)} vCPU): about ${ms(cpu / share)} per hash`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
