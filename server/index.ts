import type { Server } from 'node:http';
import { createApp } from './app';
import { loadAssets } from './assets';
import { ConfigError, loadConfig } from './config';
import { logLine } from './request-log';

/** How long a graceful stop may take before the process exits anyway. */
const shutdownGraceMs = 8000;

/** Starts the site: reads the configuration, listens on PORT, stops cleanly on SIGTERM/SIGINT. */
function main(): void {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(error.message + '\n');
      process.exit(1);
    }
    throw error;
  }
  const app = createApp({ config, assets: loadAssets(), warm: true });
  const server = app.listen(config.port, () => {
    logLine({ msg: 'listening', port: config.port, siteUrl: config.siteUrl });
  });
  // Longer than the idle timeouts of common proxies (60 s), so the proxy closes idle sockets first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('error', (error) => {
    logLine({ level: 'error', msg: 'server error', error: String(error) }, 'err');
    process.exit(1);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => shutdown(server, signal));
}

/** Stops accepting connections, lets the requests in flight finish, then exits 0. */
function shutdown(server: Server, signal: string): void {
  logLine({ msg: 'shutting down', signal });
  server.close(() => process.exit(0));
  // Idle keep-alive sockets would hold close() open: end them now; busy ones end after their answer.
  server.closeIdleConnections();
  setTimeout(() => {
    logLine({ level: 'error', msg: 'forced exit after grace period' }, 'err');
    process.exit(1);
  }, shutdownGraceMs).unref();
}

process.on('uncaughtException', (error) => {
  logLine({ level: 'fatal', msg: 'uncaught exception', error: error.stack ?? String(error) }, 'err');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logLine({ level: 'fatal', msg: 'unhandled rejection', error: String(reason) }, 'err');
  process.exit(1);
});

main();
