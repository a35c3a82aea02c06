import {
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
} from 'aws-cdk-lib/aws-lambda';
import type { Grant } from '../../shared/routes';

/**
 * The AWS Parameters and Secrets Lambda Extension, on every function that reads a secret: the function asks it on
 * localhost (functions/lib/secret-string.ts) instead of bundling the Secrets Manager client (decision 0042). Its
 * cache is off, so the function's own maximum age (five minutes for the signing key) is the only one: a rotated
 * secret is followed within that time, not within twice it.
 */
export const SECRETS_EXTENSION = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
  cacheEnabled: false,
  logLevel: ParamsAndSecretsLogLevel.WARN,
});

/** The grants whose secret a function reads at run time. */
export const SECRET_GRANTS: readonly Grant[] = ['signing-key', 'payhere-secret', 'koko-secret'];

export const readsSecrets = (grants: readonly Grant[]) => grants.some((g) => SECRET_GRANTS.includes(g));
