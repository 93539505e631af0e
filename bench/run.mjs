// npm run bench: the performance and load figures of docs/performance.md, measured in one run.
//   1. /fr/ under autocannon (50 connections, gzip) against a bare node:http server replying the same bytes
//      and headers (the site logging each request into a pipe, as in production)
//   2. gzipped HTML and JavaScript bytes per page, against the budgets
//   3. Lighthouse (mobile) on three pages
//   4. load: 100 connections for 15 s over a mix of every kind of request
//   5. dev: how long `npm run dev` takes to show an edit of a dictionary, a view, the stylesheet, an island
// Usage: node bench/run.mjs [--only=throughput,bytes,lighthouse,load,dev]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cannon, cpuMs, startSite, stop, waitFor } from './lib.mjs';
import { loadBench } from './load.mjs';
import { bytesBench, sitePages } from './bytes.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { devReloadBench } from './dev-reload.mjs';

const only = (process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'throughput,bytes,lighthouse,load,dev').split(',');
execFileSync(process.execPath, ['build/build.mjs'], { stdio: 'inherit' });
console.log(`machine: ${(await import('node:os')).cpus().length} cores, node ${process.version}, ${new Date().toISOString()}\n`);

// BENCH_PORT moves the three servers (site, bare server, load) off the default ports 3300-3302.
const port = Number(process.env.BENCH_PORT ?? 3300);
const site = await startSite(port);
// Every page once, so that the cache is complete before anything is measured.
for (const { path: pagePath } of await sitePages(`http://127.0.0.1:${port}`)) await fetch(`http://127.0.0.1:${port}${pagePath}`);
try {
  if (only.includes('throughput')) await throughput();
  if (only.includes('bytes')) await bytesBench(`http://127.0.0.1:${port}`);
  if (only.includes('lighthouse')) await lighthouseBench(`http://127.0.0.1:${port}`);
} finally {
  await stop(site);
}
if (only.includes('load')) await loadBench(port + 2);
if (only.includes('dev')) await devReloadBench(port + 3);

/** The site against a bare node:http server sending the very same bytes, measured alternately. */
async function throughput() {
  const captured = await new Promise((resolve, reject) => {
    request(`http://127.0.0.1:${port}/fr/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-'));
  writeFileSync(path.join(folder, 'body'), captured.body);
  const headers = { ...captured.headers };
  delete headers.date;
  delete headers.connection;
  delete headers['keep-alive'];
  writeFileSync(path.join(folder, 'headers.json'), JSON.stringify(headers));
  const barePort = port + 1;
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `const fs=require('fs');const b=fs.readFileSync(${JSON.stringify(path.join(folder, 'body'))});` +
        `const h=JSON.parse(fs.readFileSync(${JSON.stringify(path.join(folder, 'headers.json'))}));` +
        `const s=require('http').createServer((q,r)=>{r.writeHead(200,h);r.end(b)});s.keepAliveTimeout=65000;s.listen(${barePort});`,
    ],
    { stdio: 'inherit' },
  );
  await waitFor(`http://127.0.0.1:${barePort}/`);
  const options = (p) => ({ url: `http://127.0.0.1:${p}/fr/`, connections: 50, duration: 5, headers: { 'accept-encoding': 'gzip' } });
  const rounds = 5;
  const runs = { site: [], bare: [] };
  await cannon({ ...options(port), duration: 2 }); // warm-up
  await cannon({ ...options(barePort), duration: 2 });
  for (let round = 0; round < rounds; round++) {
    // Alternating which goes first, so that neither always follows the other's load.
    const order = round % 2 ? ['bare', 'site'] : ['site', 'bare'];
    for (const which of order) {
      const pid = which === 'site' ? site.pid : bare.pid;
      const before = cpuMs(pid);
      const result = await cannon(options(which === 'site' ? port : barePort));
      result.cpuPerRequest = ((cpuMs(pid) - before) * 1000) / result.requests.total;
      runs[which].push(result);
    }
  }
  await stop(bare);
  const summary = (list) => ({
    rps: list.reduce((sum, r) => sum + r.requests.average, 0) / list.length,
    p99: list.reduce((sum, r) => sum + r.latency.p99, 0) / list.length,
    errors: list.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    cpu: list.reduce((sum, r) => sum + r.cpuPerRequest, 0) / list.length,
  });
  const s = summary(runs.site);
  const b = summary(runs.bare);
  const perRound = runs.site.map((r, i) => r.requests.average / runs.bare[i].requests.average);
  console.log(`## Throughput on /fr/ (autocannon, 50 connections, gzip, ${rounds} alternating rounds of 5 s)`);
  console.log(
    `body: ${captured.body.length} bytes, content-encoding ${captured.headers['content-encoding']}; the site's log read through a pipe`,
  );
  console.log(`site      ${s.rps.toFixed(0)} req/s   p99 ${s.p99.toFixed(1)} ms   errors ${s.errors}   CPU ${s.cpu.toFixed(0)} µs/request`);
  console.log(`bare http ${b.rps.toFixed(0)} req/s   p99 ${b.p99.toFixed(1)} ms   errors ${b.errors}   CPU ${b.cpu.toFixed(0)} µs/request`);
  console.log(`ratio per round: ${perRound.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(`ratio site/bare: ${(s.rps / b.rps).toFixed(2)} (target >= 0.9)\n`);
}
