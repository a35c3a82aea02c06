import type { RouteSpec } from '../../shared/routes';
import { DEFAULT_MEMORY_MB } from './shop-function';

/**
 * Routes that hash a password at OWASP's scrypt cost (CPU-bound, one thread, 128 MiB; their entries say
 * `hashesPasswords`) get one full vCPU, which Lambda gives at 1,769 MB; more memory would not make one hash faster.
 * `npm run bench:passwords` prints the hash time at each size considered (docs/decisions/0029-operations.md).
 */
export const PASSWORD_HASHING_MEMORY_MB = 1769;

export function memoryOfRoute(route: Pick<RouteSpec, 'hashesPasswords'>): number {
  return route.hashesPasswords ? PASSWORD_HASHING_MEMORY_MB : DEFAULT_MEMORY_MB;
}
