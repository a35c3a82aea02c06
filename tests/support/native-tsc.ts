/**
 * `npm test`'s typecheck (decision 0109): TypeScript 7, installed beside TypeScript 5 (whose JavaScript API
 * typescript-eslint and some tests use) under another name, called by its path as both packages name their command
 * `tsc`; one thread, as the other steps keep both cores busy. `npm run typecheck` calls the same path.
 */
export const NATIVE_TSC = 'node_modules/typescript-native/bin/tsc';
export const TYPECHECK_FLAGS = ['--noEmit', '--singleThreaded', '-p', 'tsconfig.json'];
