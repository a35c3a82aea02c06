import { createShopApp } from './shop-app';

// The entry of cdk.json's "app"; the CDK CLI synthesises the app when this process exits. `npm test` sets
// SYNTH_WITHOUT_BUNDLING=1: its synth checks the templates, and tests/infra/every-function-bundles.test.ts bundles
// every function in one esbuild build per set of options instead of a hundred CDK bundlings one after another.
createShopApp(process.env.SYNTH_WITHOUT_BUNDLING === '1' ? { postCliContext: { 'aws:cdk:bundling-stacks': [] } } : {});
