// Load: 100 connections for 15 s over a mix of every page, both redirects, 404s and simulator states.
import { sitePages } from './bytes.mjs';
import { cannon, rssMb, startSite, stop } from './lib.mjs';

/** Drives the site hard on its own port and reports throughput, latency, errors and memory growth. */
export async function loadBench(port) {
  const site = await startSite(port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const pages = await sitePages(base);
    const states = [];
    for (const zone of ['brussels_center', 'brussels_periphery', 'nearby_cities', 'national']) {
      for (let km = 0; km < 40; km++) {
        states.push(`/fr/?zone=${zone}&vehicle=van&urgency=night&distance=${zone === 'national' ? 101 + km * 7 : km * 2.5}&step=result`);
      }
    }
    const paths = [
      ...pages.map((p) => p.path),
      ...pages.map((p) => p.path.slice(0, -1)),
      '/',
      '/nope',
      '/nl/bestaat-niet/',
      '//evil.example/fr',
      '/fr/%E0%A4%A',
      ...states,
      '/nl/?zone=<script>&distance=-1&step=result',
    ];
    const requests = paths.map((path) => ({ method: 'GET', path }));
    // Warm-up at full load, so that the heap and the caches reach their working size before measuring.
    await cannon({ url: base, connections: 100, duration: 5, requests });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(site.pid);
    const result = await cannon({ url: base, connections: 100, duration: 15, requests, headers: { 'accept-encoding': 'gzip, br' } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = rssMb(site.pid);
    const statuses = result.statusCodeStats ?? {};
    const fiveHundreds = Object.entries(statuses)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, s]) => sum + s.count, 0);
    console.log('## Load (autocannon, 100 connections, 15 s, mix of ' + paths.length + ' URLs)');
    console.log(`requests/s ${result.requests.average.toFixed(0)}   p99 ${result.latency.p99} ms   total ${result.requests.total}`);
    console.log(`errors ${result.errors} (target 0)   timeouts ${result.timeouts}   5xx ${fiveHundreds} (target 0)`);
    console.log(
      `statuses ${Object.entries(statuses)
        .map(([code, s]) => `${code}:${s.count}`)
        .join(' ')}`,
    );
    console.log(
      `server memory (RSS) ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after: growth ${(after - before).toFixed(1)} MB (target < 64)\n`,
    );
  } finally {
    await stop(site);
  }
}
