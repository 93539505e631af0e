import type { AddressInfo } from 'node:net';
import type { AppOptions } from './app';
import { createApp } from './app';
import { liveAssets, loadAssets, ManifestError } from './assets';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { warnOfLegalGaps } from './legal-gaps';
import { createHttpServer, stopOnSignals } from './http-server';
import { log } from './request-log';

/**
 * Starts the site: reads the configuration and the build's manifest, listens on PORT, stops cleanly
 * on SIGTERM/SIGINT. `development` (npm run dev) reads the client files from disk as they are rebuilt
 * and renders pages on demand; production renders every page ahead.
 */
export function startSite({ development }: { development: boolean }): void {
  let config: Config;
  let assets: AppOptions['assets'];
  try {
    config = loadConfig();
    assets = development ? liveAssets() : loadAssets();
  } catch (error) {
    // A bad setting or a build that does not match this code: say which, and refuse to start.
    if (error instanceof ConfigError || error instanceof ManifestError) {
      process.stderr.write(error.message + '\n');
      process.exit(1);
    }
    throw error;
  }
  if (process.env.NODE_ENV === 'production') warnOfLegalGaps(config);
  const app = createApp({ config, assets, warm: !development });
  const server = createHttpServer(app);
  server.on('error', (error) => {
    log.error({ error: String(error) }, 'server error');
    process.exit(1);
  });
  server.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    log.info({ port, siteUrl: config.siteUrl }, 'listening');
  });
  stopOnSignals(server);
}

process.on('uncaughtException', (error) => {
  log.fatal({ error: error.stack ?? String(error) }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  log.fatal({ error: String(reason) }, 'unhandled rejection');
  process.exit(1);
});
