// The draw games' draws to come (`data-testid="draws"`) in a real browser: the select the
// library's draw games offer, the page's numbers against the command line's `equity --game G
// --draws N --format json`, the draws in the link, and bad draw counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, close, id, classes, ask, rows, cli, printed } from './page.js';

// Each draw game at 1, 2 and 3 draws to come (written for these tests): the discards dead.
const QUESTIONS = [
  { game: 'deuce-seven', players: ['7s5h4c3d+1', '8h6c5d3s2c'], dead: 'Ks' },
  { game: 'ace-five', players: ['Ah2c3d4s+1', '6h5c4d3h2s'], dead: 'Kd' },
  { game: 'badugi', players: ['Ah2c3d+1', '5h6c7d8s'], dead: 'Qs' },
];

/** The page's result rows for `question` equal the command line's `result` to the printed
 * digits (the standard error too, for a Monte Carlo run). */
async function sameNumbers(page, question, expected) {
  const got = await rows(page, question.players.length);
  expected.players.forEach((p, i) => {
    const what = `${question.game} ${question.draws} draws, player ${i + 1}: `
      + `${JSON.stringify(got[i])} against ${JSON.stringify(p)}`;
    assert.ok(printed(got[i].equity, p.equity_pct), what);
    assert.ok(printed(got[i].win, p.win_pct), what);
    assert.ok(printed(got[i].tie, p.tie_pct), what);
    assert.equal(got[i].combos, String(p.combos), what);
    if (p.std_err_pct === null) assert.equal(got[i]['std-err'], '', what);
    else assert.ok(printed(got[i]['std-err'], p.std_err_pct), what);
  });
  return got;
}

test('the draws select: the draw games\' 1 to 3 draws to come, hidden in the others', async () => {
  const page = await open();
  assert.ok(await id(page, 'draws').isHidden());
  for (const { game } of QUESTIONS) {
    await id(page, 'game').selectOption(game);
    assert.ok(await id(page, 'draws').isVisible(), game);
    const options = await id(page, 'draws').locator('option').evaluateAll((o) => o.map((x) => x.value));
    assert.deepEqual(options, ['1', '2', '3'], game);
    assert.equal(await id(page, 'draws').inputValue(), '1', game);
  }
  await id(page, 'game').selectOption('omaha');
  assert.ok(await id(page, 'draws').isHidden());
  await close(page);
});

test('every draw game at 1, 2 and 3 draws to come: the command line\'s numbers', async () => {
  const page = await open();
  for (const question of QUESTIONS) {
    for (const draws of ['1', '2', '3']) {
      const asked = { ...question, draws };
      await ask(page, asked);
      assert.equal(await id(page, 'error').textContent(), '', `${question.game} ${draws}`);
      const seed = new URL(page.url()).searchParams.get('seed');
      if (draws === '1') {
        // The last draw: the library's choice is exact, the command line's --exact.
        assert.equal(seed, null, `${question.game}: exact, no seed`);
        await sameNumbers(page, asked, cli(asked, '--exact'));
        continue;
      }
      // Later draws are sampled: the run of the page's seed is the command line's to the
      // digit, and within its error of another seed's run.
      assert.ok(seed, `${question.game} ${draws}: a Monte Carlo seed in the link`);
      const got = await sameNumbers(page, asked, cli(asked, '--monte-carlo', '--seed', seed));
      const other = cli(asked, '--monte-carlo', '--seed', String(BigInt(seed) ^ 1n));
      other.players.forEach((p, i) => {
        const err = Math.hypot(Number(got[i]['std-err']), p.std_err_pct);
        assert.ok(err > 0 && Math.abs(Number(got[i].equity) - p.equity_pct) < 5 * err,
          `${question.game} ${draws}: ${got[i].equity} against ${p.equity_pct} ± ${err}`);
      });
    }
  }
  await close(page);
});

test('the draws are in the link: the URL fills the select and a run answers it', async () => {
  const query = '?game=badugi&draws=2&p=Ah2c3d%2B1&p=5h6c7d8s&dead=Qs&method=monte-carlo&seed=7';
  const page = await open(query);
  assert.equal(await id(page, 'draws').inputValue(), '2');
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  const question = { game: 'badugi', draws: '2', players: ['Ah2c3d+1', '5h6c7d8s'], dead: 'Qs' };
  await sameNumbers(page, question, cli(question, '--monte-carlo', '--seed', '7'));
  assert.equal(new URL(page.url()).search, query);
  // Another count of draws is another question: the link follows the select.
  await id(page, 'draws').selectOption('3');
  await id(page, 'run').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  assert.equal(new URL(page.url()).searchParams.get('draws'), '3');
  await close(page);
});

test('bad draws show the library\'s message, never an exception', async () => {
  const cases = [
    ['?game=deuce-seven&draws=4&p=7s5h4c3d%2B1&p=8h6c5d3s2c',
      'a deuce-to-seven question has 1 to 3 draws to come, not 4', 'draws'],
    ['?game=holdem&draws=2&p=AhAs&p=KK',
      "Texas hold'em has no draws: draws to come are for the draw games (ace-five, deuce-seven, badugi)",
      'draws'],
    ['?game=badugi&draws=2&p=Ah2c3d%2B1&p=5h6c7d8s&method=exact',
      'exact enumeration answers the last draw only: with 2 draws to come', 'method'],
  ];
  for (const [query, message, input] of cases) {
    const page = await open(query);
    assert.ok(await id(page, 'draws').isVisible(), query); // the link's draws, shown
    await id(page, 'run').click();
    const text = await id(page, 'error').textContent();
    assert.ok(text.startsWith(message), `${query}: ${text}`);
    assert.match(await classes(page.locator(`#${input}`)), /invalid/, query);
    assert.equal(await id(page, 'result-1').count(), 0, query);
    await close(page);
  }
});
