// Offline once loaded: after the first load the server goes away, and a new question still
// gets its answer, its breakdown and its hits from workers started after that (the service
// worker's copies of the page's files).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, close, id, rows, cli, printed, offline } from './page.js';

test('the page answers offline once loaded, with workers started after the network went', async () => {
  const page = await open('?p=AhAs&p=KK&board=Qd7c2h&method=exact');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await offline();
  const question = { players: ['AhAs', 'QQ,JJ'], board: 'Qd7c2h' };
  await id(page, 'player-2').fill(question.players[1]);
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  assert.equal(await id(page, 'error').textContent(), '');
  const expected = cli(question, '--exact');
  const got = await rows(page, 2);
  expected.players.forEach((p, i) => assert.ok(printed(got[i].equity, p.equity_pct), JSON.stringify(got)));
  await id(page, 'hits').waitFor();
  await page.waitForFunction(() => /done|no breakdown/.test(
    document.querySelector('[data-testid="breakdown-status"]').textContent));
  assert.equal(await id(page, 'breakdown-status').textContent(), 'breakdown by class: done');
  await close(page);
});
