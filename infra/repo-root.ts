import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory: handler entries and web/dist are relative to it. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
