// Times questions on the built page in headless Chromium: each query string is run three
// times in one page (the first run includes starting the workers and compiling the wasm),
// once per worker count of WORKERS (`WORKERS=1,2`; default: the browser's cores).
// Then, with HANDRANK naming the command line, one worker's WebAssembly against the native
// engine on one thread (RAYON_NUM_THREADS=1), best of three each, in the same run, on
// questions that take the native engine about half a second: three ranges exact (the whole
// question as one part), and two ranges against random by 2,000,000 Monte Carlo boards.
// After web/test.sh (web/dist built, node_modules installed):
//   HANDRANK=target/ci/handrank node web/tests/bench.js 'p=AhAs&p=KdKc&method=exact' \
//     'p=AhAs&p=KdKc&method=monte-carlo&seed=1'
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  try {
    const body = await readFile(join(dist, path === '/' ? 'index.html' : path));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const counts = process.env.WORKERS ? process.env.WORKERS.split(',').map(Number) : [null];
for (const query of process.argv.slice(2)) for (const workers of counts) {
  const page = await browser.newPage();
  if (workers) {
    await page.addInitScript((n) => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n });
    }, workers);
  }
  await page.goto(`${origin}/?${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => { document.querySelector('#status').textContent = ''; });
    await page.click('[data-testid="run"]');
    await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('done'));
    const pool = await page.evaluate(() => navigator.hardwareConcurrency);
    console.log(`${query}  ${pool} workers  ${await page.textContent('#summary')}`);
  }
  await page.close();
}
if (process.env.HANDRANK) {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready="true"]');
  const questions = {
    exact: ['AKs,QQ+', 'JTs,99', '88,77'],
    'monte-carlo': ['AKs,QQ+', 'JTs,99', 'random'],
  };
  const asked = (players) => ({ game: 'holdem', draws: '', players, board: '', dead: '' });
  // The wasm on the page's thread, as a worker runs one part: seconds, best of three.
  const wasm = (kind) => page.evaluate(async ({ q, kind }) => {
    const m = await import('./handrank_web.js');
    const text = JSON.stringify(q);
    const chunks = BigInt(Math.ceil(2e6 / JSON.parse(m.plan(text, 'auto', 1)).ok.trials_per_chunk));
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      if (kind === 'exact') m.exact_part(text, 1, 1);
      else m.monte_carlo_part(text, 1n, 2000000n, 0n, chunks);
      best = Math.min(best, (performance.now() - start) / 1000);
    }
    return best;
  }, { q: asked(questions[kind]), kind });
  const native = (kind, flags) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = process.hrtime.bigint();
      execFileSync(process.env.HANDRANK, ['equity', ...questions[kind], '--format', 'json', ...flags],
        { env: { ...process.env, RAYON_NUM_THREADS: '1' }, stdio: ['ignore', 'pipe', 'ignore'] });
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    return best;
  };
  for (const [kind, flags] of [['exact', ['--exact']], ['monte-carlo', ['--trials', '2M', '--seed', '1']]]) {
    const [w, n] = [await wasm(kind), native(kind, flags)];
    console.log(`${questions[kind].join(' v ')} ${kind}, one thread: wasm ${w.toFixed(3)} s, native ${n.toFixed(3)} s, `
      + `wasm at ${(100 * n / w).toFixed(0)} % of native speed`);
  }
  await page.close();
}
await browser.close();
server.close();
