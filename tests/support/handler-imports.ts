import { build, type Metafile } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/repo-root';
import { routes } from '../../shared/routes';

/**
 * What every route's handler imports, as esbuild resolves it with packages left external (so a package import shows
 * by name): the metafile, with one output per handler. Nothing is written.
 */
export async function handlerImports(): Promise<Metafile> {
  const outdir = mkdtempSync(join(tmpdir(), 'handler-imports-'));
  try {
    const result = await build({
      entryPoints: [...new Set(routes.map((r) => r.handler))].map((h) => join(REPO_ROOT, h)),
      absWorkingDir: REPO_ROOT,
      outdir,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    return result.metafile;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
