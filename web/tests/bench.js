// Times questions on the built page in headless Chromium: each query string is run three
// times in one page (the first run includes starting the workers and compiling the wasm).
// After web/test.sh (web/dist built, node_modules installed):
//   node web/tests/bench.js 'p=AhAs&p=KdKc&method=exact' 'p=AhAs&p=KdKc&method=monte-carlo&seed=1'
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
for (const query of process.argv.slice(2)) {
  const page = await browser.newPage();
  await page.goto(`${origin}/?${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => { document.querySelector('#status').textContent = ''; });
    await page.click('[data-testid="run"]');
    await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('done'));
    console.log(`${query}  ${await page.textContent('#summary')}`);
  }
  await page.close();
}
await browser.close();
server.close();
