// What every browser test file shares: web/dist served on 127.0.0.1, Debian's Chromium
// driven by Playwright, a page that records every console error, uncaught exception and
// request to another origin (`close` fails on any), the page's inputs filled by their test
// ids, and the command line's answers (HANDRANK, or target/release or target/debug) to
// check the page's numbers against.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dist = join(root, 'web', 'dist');
export const handrank = process.env.HANDRANK
  ?? ['release', 'debug'].map((p) => join(root, 'target', p, 'handrank')).find(existsSync);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.png': 'image/png' };

let server, origin, browser;

before(async () => {
  assert.ok(handrank, 'no handrank binary: cargo build first, or set HANDRANK');
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    try {
      const body = await readFile(join(dist, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

after(async () => {
  await browser?.close();
  if (server?.listening) server.close();
});

/** The network gone: the server stops and drops every connection it has. */
export async function offline() {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

/** A page at `query`, ready, that records every problem in `problems`. */
export async function open(query = '') {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request: ${url}`);
  });
  await page.goto(`${origin}/${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  page.problems = problems;
  return page;
}

export async function close(page) {
  assert.deepEqual(page.problems, []);
  await page.close();
}

export const id = (page, testid) => page.locator(`[data-testid="${testid}"]`);
export const classes = async (locator) => (await locator.getAttribute('class')) ?? '';

/** Adds or removes players until there are `n`. */
export async function playerCount(page, n) {
  const count = () => page.locator('#players input.hand').count();
  for (let k = await count(); k < n; k++) await id(page, 'add-player').click();
  for (let k = await count(); k > n; k--) {
    await page.locator(`button[aria-label="remove player ${k}"]`).click();
  }
}

/** Fills the question in and runs it; resolves once the run is over. */
export async function ask(page, {
  game = 'holdem', draws = '', players, board = '', dead = '', method = 'auto',
}) {
  await id(page, 'game').selectOption(game);
  if (draws) await id(page, 'draws').selectOption(draws);
  await playerCount(page, players.length);
  for (const [i, text] of players.entries()) await id(page, `player-${i + 1}`).fill(text);
  if (board || await id(page, 'board').isVisible()) await id(page, 'board').fill(board);
  await id(page, 'dead').fill(dead);
  await id(page, 'method').selectOption(method);
  await id(page, 'run').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled
    || document.querySelector('[data-testid="error"]').textContent !== '');
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
}

/** The result table's numbers: per player, each field's text. */
export async function rows(page, players) {
  const out = [];
  for (let i = 1; i <= players; i++) {
    const row = {};
    for (const field of ['equity', 'win', 'tie', 'combos', 'std-err']) {
      row[field] = await id(page, `result-${i}`).locator(`[data-field="${field}"]`).textContent();
    }
    out.push(row);
  }
  return out;
}

/** The command line's answer, as JSON. */
export function cli(question, ...flags) {
  return JSON.parse(execFileSync(handrank, equityArgs(question, flags), { encoding: 'utf8' }));
}

export function equityArgs({ game = 'holdem', draws = '', players, board = '', dead = '' }, flags) {
  const args = ['equity', ...players, '--game', game, '--format', 'json', ...flags];
  if (draws) args.push('--draws', draws);
  if (board) args.push('--board', board);
  if (dead) args.push('--dead', dead);
  return args;
}

/** The command line's JSON Lines (`args` after the binary), as objects. */
export function cliLines(args) {
  return execFileSync(handrank, args, { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
}

/** Whether `text` is `value` printed to 3 decimals (either way at an exact half). */
export function printed(text, value) {
  const candidates = [value.toFixed(3)];
  if (Number.isInteger(value * 2000) && !Number.isInteger(value * 1000)) {
    candidates.push((value - 0.0005).toFixed(3), (value + 0.0005).toFixed(3));
  }
  return candidates.includes(text);
}
