// A test harness run as its own process: the real app and server, with shutdown on signals as in
// production, plus one deliberately slow route so that a request can be in flight during SIGTERM.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { loadAssets } from '../../server/assets';
import { loadConfig } from '../../server/config';
import { createHttpServer, stopOnSignals } from '../../server/http-server';

const outer = express();
outer.get('/slow', (_req, res) => {
  setTimeout(() => res.type('text/plain').send('slow answer'), 1500);
});
outer.use(createApp({ config: loadConfig(), assets: loadAssets() }));
const server = createHttpServer(outer);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`ready on ${(server.address() as AddressInfo).port}\n`),
);
stopOnSignals(server);
