import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { inlineGrantsOf } from './inline-grants';
import { SECRETS_EXTENSION } from './secrets-extension';
import { SHARP_BUNDLING } from './sharp-on-lambda';

/** Below the HTTP API's 30 s integration limit, so a stuck call ends as our error, not the gateway's. */
export const FUNCTION_TIMEOUT = Duration.seconds(10);

export const DEFAULT_MEMORY_MB = 1024;

export interface ShopFunctionProps {
  /** The Lambda function's name; its logs are in `/aws/lambda/<functionName>`. */
  functionName: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  environment: Record<string, string>;
  /** MB; CPU comes in proportion (one full vCPU at 1,769 MB). */
  memorySize?: number;
  /** False for routes that never look at the caller: their bundle leaves token verification out (functions/lib/http-handler.ts). */
  readsCallerSession: boolean;
  /** The function reads a secret at run time: it carries the secrets extension it reads it from (decision 0042). */
  readsSecrets?: boolean;
  /** The function imports sharp: its package carries sharp's native binary for Lambda's platform (decision 0038). */
  usesSharp?: boolean;
  /** FUNCTION_TIMEOUT unless said (a function no HTTP request waits for may run longer). */
  timeout?: Duration;
  /** A built folder copied beside the bundle (the page renderer's web/dist-server, loaded by path at run time). */
  copyBeside?: { from: string; as: string };
}

/**
 * Credential providers that never run in Lambda, where the credentials are in the environment (the first provider
 * of the SDK's chain): profiles, SSO, processes, web identity, sign-in, containers and EC2 metadata, and the STS /
 * SSO clients they load. The SDK imports them lazily, so leaving them out of the bundle only matters if that chain
 * were ever walked past the environment, which Lambda never does; it saves about 130 KB per bundle.
 */
export const CREDENTIAL_PROVIDERS_NOT_USED_IN_LAMBDA = [
  '@aws-sdk/nested-clients',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

function copyHooks({ from, as }: { from: string; as: string }) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [`cp -R "${from}" "${outputDir}/${as}"`],
  };
}

/** The one place where every function's runtime, bundling, environment and log group are decided. */
export class ShopFunction extends Construct {
  readonly function: NodejsFunction;
  /** The bundling options it was built with (read by the infra tests, which synthesise without bundling). */
  readonly bundling: BundlingOptions;
  /** The handler module's absolute path: the bundle's entry. */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    super(scope, id);
    if (props.functionName.length > 64)
      throw new Error(`Function name longer than 64 characters: ${props.functionName}`);

    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Its own role, allowed to write to its own log group only (instead of the managed AWSLambdaBasicExecutionRole,
    // which may write to every log group of the account).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.functionName}`,
    });
    logGroup.grantWrite(role);
    inlineGrantsOf(role);

    this.bundling = {
      format: OutputFormat.ESM,
      mainFields: ['module', 'main'],
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      // Our pinned SDK versions, not whatever the runtime ships.
      bundleAwsSDK: true,
      externalModules: CREDENTIAL_PROVIDERS_NOT_USED_IN_LAMBDA,
      define: props.readsCallerSession ? {} : { 'process.env.SHOP_BUNDLE_WITHOUT_SESSIONS': JSON.stringify('true') },
      ...(props.usesSharp ? SHARP_BUNDLING : {}),
      ...(props.copyBeside ? { commandHooks: copyHooks(props.copyBeside) } : {}),
    };

    this.entry = join(REPO_ROOT, props.handler);
    this.function = new NodejsFunction(this, 'Function', {
      role,
      functionName: props.functionName,
      entry: this.entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      timeout: props.timeout ?? FUNCTION_TIMEOUT,
      logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: this.bundling,
      paramsAndSecrets: props.readsSecrets ? SECRETS_EXTENSION : undefined,
    });
  }
}
