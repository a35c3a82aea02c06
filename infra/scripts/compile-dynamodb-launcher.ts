/**
 * `npm run dynamodb:launcher`: compiles infra/local/dynamodb-loopback/LoopbackDynamoDbLocal.java into the class
 * beside it, which `npm start` runs (tests/unit/dynamodb-launcher.test.ts fails when the two differ). Needs a JDK.
 */
import { compileLauncher, LAUNCHER_DIR } from '../local/dynamodb-launcher';

compileLauncher(LAUNCHER_DIR);
console.log(`Compiled the DynamoDB Local launcher into ${LAUNCHER_DIR}`);
