import { readSettings } from './settings';
import { startShop } from './shop';

// The AWS SDK versions are pinned in package.json, so its notice about future Node 22 releases is only noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** `npm start`: the whole shop on one machine. Ctrl-C or SIGTERM stops every child process. */
async function main() {
  const settings = readSettings();
  const shop = await startShop(settings);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the shop...`);
    await shop.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`\nThe shop could not start: ${error.message}`);
  process.exit(1);
});
