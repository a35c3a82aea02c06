import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file under these paths. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist' && entry !== 'dist-server') walk(join(p, entry));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

export function spaNeedsBuild(repoRoot: string): boolean {
  const index = join(repoRoot, 'web', 'dist', 'index.html');
  if (!existsSync(index) || !existsSync(join(repoRoot, 'web', 'dist-server', 'render-page.mjs'))) return true;
  return newestMtime([join(repoRoot, 'web'), join(repoRoot, 'shared')]) > statSync(index).mtimeMs;
}

/** The SSR entry of `npm run build`'s second step: the public pages' server render (decision 0036). */
export const SERVER_RENDER_ENTRY = 'src/app/prerender/render-page.tsx';

/** Builds the SPA, then its server render, with Vite in child processes (the same `npm run build`). */
export async function buildSpa(repoRoot: string, log: (line: string) => void): Promise<void> {
  log('Building the storefront (web/dist is missing or older than its sources)...');
  await viteBuild(repoRoot, []);
  await viteBuild(repoRoot, ['--ssr', SERVER_RENDER_ENTRY]);
}

function viteBuild(repoRoot: string, extra: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'web/vite.config.ts',
        '--logLevel',
        'warn',
        ...extra,
      ],
      {
        cwd: repoRoot,
        // Vite keeps an inherited NODE_ENV: under vitest (NODE_ENV=test) it would ship React's development build,
        // which runs every effect twice (StrictMode) and weighs ~60 KB gz more than what users get.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Building the SPA failed (vite exited with ${code}). Run \`npm run build\` to see why.`)),
    );
  });
}
