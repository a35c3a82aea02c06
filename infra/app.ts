import { createShopApp } from './shop-app';

// The entry of cdk.json's "app"; the CDK CLI synthesises the app when this process exits.
createShopApp();
