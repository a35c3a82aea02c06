import { join } from 'node:path';
import { createLogger, resolveConfig, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_ENTRY } from '../../infra/local/spa-build';
import { REPO_ROOT } from '../support/outside-references';

/** A logger at the `--logLevel warn` that `npm start`'s build uses, keeping every warning and error it is given. */
function recordingLogger(): { logger: Logger; said: string[] } {
  const said: string[] = [];
  const logger: Logger = {
    ...createLogger('warn'),
    info: () => {},
    warn: (message) => void said.push(message),
    warnOnce: (message) => void said.push(message),
    error: (message) => void said.push(message),
  };
  return { logger, said };
}

describe("loading web/vite.config.ts for `npm start`'s two builds (issue 29, defect 10)", () => {
  it.each([
    ['the SPA', {}],
    ['the server render', { ssr: SERVER_RENDER_ENTRY }],
  ])('prints no warning for %s', async (_, build) => {
    // The switch that hides Vite's warning about the config's imports must not hide it here.
    delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    const { logger, said } = recordingLogger();
    await resolveConfig(
      { configFile: join(REPO_ROOT, 'web/vite.config.ts'), logLevel: 'warn', customLogger: logger, build },
      'build',
      'production',
      'production',
    );
    expect(said).toEqual([]);
  });
});
