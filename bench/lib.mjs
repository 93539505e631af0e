// Helpers of the benchmarks: start the built server, wait for it, read its memory, run autocannon.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Starts `node dist/server.mjs` on a port, as production does: its log goes into a pipe that another
 * process reads, as a container runtime reads it. Resolves once /healthz answers.
 */
export async function startSite(port) {
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env: { ...process.env, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const reader = spawn('sh', ['-c', 'cat > /dev/null'], { stdio: [child.stdout, 'ignore', 'inherit'] });
  child.once('exit', () => reader.kill());
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  // The server renders its pages in the background after start-up: let it finish before measuring.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  return child;
}

/** Polls a URL until it answers 200 (every 100 ms, `tries` times: 10 s by default). */
export async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 100 ticks a second). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs autocannon and resolves with its result. */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Stops a child process and waits for it to exit. */
export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
