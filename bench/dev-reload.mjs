// The development loop, measured: starts `npm run dev`, then edits a page's copy, the interface strings, a view, the stylesheet
// and a client island one after the other, and times how long until a request shows each edit. Every
// edit is undone at once. Usage: node bench/dev-reload.mjs (or npm run bench -- --only=dev).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { waitFor } from './lib.mjs';

/** One edit of the loop: the file, how the token goes into it, and where it shows (the page, or a file of the manifest). */
const edits = [
  {
    what: "a page's copy (content/fr/home.yaml)",
    file: 'content/fr/home.yaml',
    edit: (text, token) => text.replace(/^( {2}title: )(.*)$/m, `$1$2 ${token}`),
    shows: 'page',
  },
  {
    what: 'the interface strings (content/fr/interface.yaml)',
    file: 'content/fr/interface.yaml',
    edit: (text, token) => text.replace('  home: Accueil\n', `  home: Accueil ${token}\n`),
    shows: 'page',
  },
  {
    what: 'a view (views/sections/hero-section.tsx)',
    file: 'views/sections/hero-section.tsx',
    edit: (text, token) => text.replace('<div className="actions">', `<div className="actions" data-dev="${token}">`),
    shows: 'page',
  },
  {
    what: 'the stylesheet (public/styles.css)',
    file: 'public/styles.css',
    edit: (text, token) => `${text}\n.${token} { color: inherit; }\n`,
    shows: 'styles',
  },
  {
    what: 'an island (views/islands/mobile-menu.tsx)',
    file: 'views/islands/mobile-menu.tsx',
    edit: (text, token) => `${text}\nconsole.debug('${token}');\n`,
    shows: 'menu',
  },
];

/** Runs the loop on a port and prints one line per edit; returns the times in ms. */
export async function devReloadBench(port = 3303) {
  const base = `http://127.0.0.1:${port}`;
  const dev = spawn(process.execPath, ['build/dev.mjs'], {
    env: { ...process.env, PORT: String(port), SITE_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout.resume();
  dev.stderr.resume();
  const started = Date.now();
  try {
    await waitFor(`${base}/healthz`, 1200);
    console.log(`dev: first answer ${((Date.now() - started) / 1000).toFixed(1)} s after npm run dev`);
    const times = [];
    for (const edit of edits) times.push(await timeEdit(base, edit));
    return times;
  } finally {
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}

/** Adds a unique comment or word to a file, polls until the site serves it, undoes the edit. */
async function timeEdit(base, edit) {
  const before = readFileSync(edit.file, 'utf8');
  const token = `devloop${Date.now()}`;
  const after = edit.edit(before, token);
  if (after === before) throw new Error(`${edit.file}: the text to edit is gone`);
  const seen = async () => {
    if (edit.shows === 'page') return (await (await fetch(`${base}/fr/`)).text()).includes(token);
    const manifest = JSON.parse(readFileSync('.dev/public/manifest.json', 'utf8'));
    const response = await fetch(`${base}${edit.shows === 'styles' ? manifest.styles : manifest.islands.menu}`);
    return response.ok && (await response.text()).includes(token);
  };
  const start = Date.now();
  writeFileSync(edit.file, after);
  try {
    for (;;) {
      if (await seen().catch(() => false)) break;
      if (Date.now() - start > 30_000) throw new Error(`${edit.what}: not shown after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    writeFileSync(edit.file, before);
  }
  const ms = Date.now() - start;
  console.log(`dev: ${edit.what} shown ${(ms / 1000).toFixed(2)} s after saving`);
  // Let the undo settle before the next edit.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return ms;
}

if (import.meta.url === `file://${process.argv[1]}`) await devReloadBench();
