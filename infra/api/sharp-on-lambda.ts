import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * sharp (libvips) is a native module: esbuild cannot bundle its `.node` file, and the copy in the build machine's
 * node_modules is for the build machine (linux-x64 here), not for Lambda's ARM_64. A function that uses sharp gets
 * it as a real node_modules folder next to its bundle, installed by CDK (`npm ci` with the repository's lock file,
 * so the pinned versions) for Lambda's platform: npm picks the optional `@img/sharp-linux-arm64` and
 * `@img/sharp-libvips-linux-arm64` packages by these settings instead of the host's (decision 0038).
 */
export const LAMBDA_NPM_PLATFORM = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
} as const;

/** The bundling options a function that uses sharp adds to its own. */
export const SHARP_BUNDLING: Pick<BundlingOptions, 'nodeModules' | 'environment'> = {
  /** Left out of the bundle (CDK marks node modules external) and installed beside it. */
  nodeModules: ['sharp'],
  /** The environment of CDK's bundling steps, the `npm ci` among them. */
  environment: { ...LAMBDA_NPM_PLATFORM },
};
