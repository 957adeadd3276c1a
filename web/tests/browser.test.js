// The page in a real browser (page.js serves it and drives Chromium): every test fails on
// a console error, an uncaught exception or a request to another origin. The numbers are
// checked against the command line's `handrank equity ... --format json`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  handrank, open, close, id, classes, ask, rows, cli, equityArgs, cliLines, printed,
} from './page.js';

/** The heat map of a grid: each painted class's printed equity. */
function heatOf(page, testid) {
  return id(page, testid).locator('td[data-equity]').evaluateAll(
    (cells) => Object.fromEntries(cells.map((td) => [td.dataset.class, td.dataset.equity])));
}

/** Waits for the breakdown after a run and checks each grid's heat map against the
 * command line's `--breakdown --by class` to the printed digits: a seed draws the same
 * boards in the page (wasm32) as in the command line, so Monte Carlo ones too. */
async function checkBreakdown(page, question, flags = ['--exact']) {
  await page.waitForFunction(() => /done|no breakdown/.test(
    document.querySelector('[data-testid="breakdown-status"]').textContent), null,
  { timeout: 120000 });
  assert.equal(await id(page, 'breakdown-status').textContent(), 'breakdown by class: done');
  const expected = cliLines(equityArgs(question, [...flags, '--breakdown', '--by', 'class']));
  for (let i = 1; i <= question.players.length; i++) {
    const mine = expected.filter((r) => r.player === i && r.equity_pct !== null);
    const got = await heatOf(page, `grid-${i}`);
    assert.deepEqual(Object.keys(got).sort(), mine.map((r) => r.hand).sort(), `player ${i}`);
    for (const r of mine) {
      const what = `player ${i} ${r.hand}: ${got[r.hand]} against ${r.equity_pct}`;
      assert.ok(printed(got[r.hand], r.equity_pct), what);
    }
  }
}

// One exact question per game (written for these tests).
const EXACT = [
  { game: 'holdem', players: ['AhAs', 'KK'], board: 'Qd7c2h' },
  { game: 'holdem', players: ['AKs,QQ+', 'JTs', '88'], board: '2c3d4h', dead: '9s' },
  { game: 'omaha', players: ['AhAsKhKs', '2c3d4c5d'], board: 'Qd7c2h' },
  { game: 'omaha5', players: ['AhAsKhKs9d', '2c3d4c5d6h'], board: 'Qd7c2h' },
  { game: 'omaha6', players: ['AhAsKhKs9d8d', '2c3d4c5d6h7h'], board: 'Qd7c2h' },
  { game: 'omaha-hilo', players: ['AhAsKhKs', '2c3d4c5d'], board: 'Qd7c2h' },
  { game: 'omaha-hilo5', players: ['AhAsKhKs9d', '2c3d4c5d6h'], board: 'Qd7c2h' },
  { game: 'omaha-hilo6', players: ['AhAsKhKs9d8d', '2c3d4c5d6h7h'], board: 'Qd7c2h' },
  { game: 'short-deck', players: ['AhKh', 'QQ'], board: 'Qd7c6h' },
  { game: 'stud', players: ['Ah2c3d Kh 9s 8c', '4h5h6c 7d Qs Js'] },
  { game: 'stud-hilo', players: ['Ah2c3d Kh 9s 8c', '4h5h6c 7d Qs Js'] },
  { game: 'razz', players: ['Ah2c3d Kh 9s 8c', '4h5h6c 7d Qs Js'] },
  { game: 'ace-five', players: ['9h6c5d3s2c', '7s5h4c3d+1'] },
  { game: 'deuce-seven', players: ['9h6c5d3s2c', '7s5h4c3d+1'] },
  { game: 'badugi', players: ['Ah2c3d4s', '5h6c7d+1'] },
];

test('every game: exact numbers equal the command line to the printed digits', async () => {
  const page = await open();
  const names = await id(page, 'game').locator('option').evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual([...new Set(EXACT.map((q) => q.game))].sort(), [...names].sort());
  for (const question of EXACT) {
    await ask(page, { ...question, method: 'exact' });
    assert.equal(await id(page, 'error').textContent(), '', question.game);
    const expected = cli(question, '--exact');
    const got = await rows(page, question.players.length);
    expected.players.forEach((p, i) => {
      const row = got[i];
      const what = `${question.game} player ${i + 1}: ${JSON.stringify(row)}`;
      assert.ok(printed(row.equity, p.equity_pct), `${what} equity ${p.equity_pct}`);
      assert.ok(printed(row.win, p.win_pct), `${what} win ${p.win_pct}`);
      assert.ok(printed(row.tie, p.tie_pct), `${what} tie ${p.tie_pct}`);
      assert.equal(row.combos, String(p.combos), what);
      assert.equal(row['std-err'], '', what);
    });
    // Where the players have grids, each class is colored by its equity (the breakdown).
    if (await id(page, 'grid-1').count()) await checkBreakdown(page, question);
    else assert.equal(await id(page, 'breakdown-status').textContent(), '');
  }
  await close(page);
});

test('the breakdown heat map: colors, the legend, the number on focus; an edit takes it off', async () => {
  const question = { players: ['AA,KK,AKs', 'QQ+,AQs'], board: 'Qs7h2c' };
  const page = await open();
  assert.ok(await id(page, 'legend').isHidden());
  await ask(page, { ...question, method: 'exact' });
  await checkBreakdown(page, question);
  assert.ok(await id(page, 'legend').isVisible());
  const aa = id(page, 'grid-1').locator('[data-class="AA"]');
  const kk = id(page, 'grid-1').locator('[data-class="KK"]');
  const color = (cell) => cell.evaluate((td) => getComputedStyle(td).backgroundColor);
  assert.notEqual(await color(aa), await color(kk)); // 66 % against 27 %: other colors
  await kk.focus();
  const text = await id(page, 'heat-1').textContent();
  assert.ok(text.startsWith(`KK: ${await kk.getAttribute('data-equity')} % equity`), text);
  assert.equal(await id(page, 'grid-1').locator('[data-class="QQ"]').getAttribute('data-equity'), null);
  await id(page, 'grid-2').locator('[data-class="AQs"]').click(); // clears AQs: an edit
  assert.deepEqual(await heatOf(page, 'grid-1'), {});
  assert.ok(await id(page, 'legend').isHidden());
  await close(page);
});

test('Monte Carlo is within its error of the exact answer, and is the command line\'s run of its seed', async () => {
  const question = { players: ['AhKh', 'QQ', 'JTs'], board: '' };
  const page = await open();
  await ask(page, { ...question, method: 'monte-carlo' });
  assert.equal(await id(page, 'progress').evaluate((p) => p.value), 1);
  const exact = cli(question, '--exact');
  const first = await rows(page, 3);
  exact.players.forEach((p, i) => {
    const err = Number(first[i]['std-err']);
    assert.ok(err > 0 && err < 0.1, `std err ${err}`);
    assert.ok(Math.abs(Number(first[i].equity) - p.equity_pct) < 5 * err + 0.001,
      `player ${i + 1}: ${first[i].equity} against ${p.equity_pct} ± ${err}`);
  });
  // The seed is in the URL: the same link gives the same numbers, and the command line
  // with that seed prints them too (one generator on every platform, parts merged exactly).
  const url = new URL(page.url());
  assert.ok(url.searchParams.get('seed'));
  const same = cli(question, '--monte-carlo', '--seed', url.searchParams.get('seed'));
  same.players.forEach((p, i) => {
    const what = `player ${i + 1}: ${JSON.stringify(first[i])} against ${JSON.stringify(p)}`;
    assert.ok(printed(first[i].equity, p.equity_pct), what);
    assert.ok(printed(first[i].win, p.win_pct), what);
    assert.ok(printed(first[i]['std-err'], p.std_err_pct), what);
  });
  // Its breakdown: each class a Monte Carlo run of its own from the run's seed.
  await checkBreakdown(page, question, ['--monte-carlo', '--seed', url.searchParams.get('seed')]);
  await close(page);
  const again = await open(url.search);
  await id(again, 'run').click();
  await again.waitForSelector('[data-testid="result-3"]');
  await again.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  assert.deepEqual(await rows(again, 3), first);
  await close(again);
});

test('the grid and the range text follow each other', async () => {
  const page = await open();
  await id(page, 'player-1').fill('AKs,QQ+');
  const cell = (c) => id(page, 'grid-1').locator(`[data-class="${c}"]`);
  for (const c of ['AKs', 'QQ', 'KK', 'AA']) assert.match(await classes(cell(c)), /\bon\b/);
  for (const c of ['AKo', 'JJ']) assert.doesNotMatch(await classes(cell(c)), /\bon\b/);
  await id(page, 'player-1').fill('AhKh');
  assert.match(await classes(cell('AKs')), /\bpart\b/);
  await id(page, 'player-2').fill('');
  const box = await id(page, 'grid-2').locator('[data-class="T9s"]').boundingBox();
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  const end = await id(page, 'grid-2').locator('[data-class="T7s"]').boundingBox();
  await page.mouse.move(end.x + 5, end.y + 5, { steps: 5 });
  await page.mouse.up();
  assert.equal(await id(page, 'player-1').inputValue(), 'AhKh');
  await id(page, 'grid-2').locator('[data-class="JJ"]').click();
  assert.equal(await id(page, 'player-2').inputValue(), 'JJ,T9s,T8s,T7s');
  // Short deck's grid has no class with a 2 to 5.
  await id(page, 'game').selectOption('short-deck');
  assert.match(await classes(id(page, 'grid-1').locator('[data-class="A5s"]')), /\bnone\b/);
  await id(page, 'game').selectOption('omaha');
  assert.equal(await id(page, 'grid-1').count(), 0);
  await close(page);
});

test('grid weights and the pairs, suited and offsuit shortcuts edit one class at a time', async () => {
  const page = await open();
  const value = () => id(page, 'player-1').inputValue();
  const cell = (c) => id(page, 'grid-1').locator(`[data-class="${c}"]`);
  await id(page, 'player-1').fill('');
  await id(page, 'weight-1').fill('50');
  await cell('AKs').click();
  assert.equal(await value(), 'AKs:0.5');
  assert.match(await classes(cell('AKs')), /\bpart\b/);
  await cell('AKs').click(); // the same class at the same weight: cleared
  assert.equal(await value(), '');
  await id(page, 'weight-1').fill('100');
  const pairs = ['AA', 'KK', 'QQ', 'JJ', 'TT', '99', '88', '77', '66', '55', '44', '33', '22'];
  await id(page, 'pairs-1').click();
  assert.equal(await value(), pairs.join(','));
  await id(page, 'pairs-1').click(); // all of them held: cleared
  assert.equal(await value(), '');
  await id(page, 'suited-1').click();
  let held = (await value()).split(',');
  assert.equal(held.length, 78);
  assert.ok(held.every((c) => c.endsWith('s')));
  await id(page, 'offsuit-1').click();
  held = (await value()).split(',');
  assert.equal(held.length, 156);
  await id(page, 'clear-1').click();
  assert.equal(await value(), '');
  // What was typed stays as typed: a combo, a weighted class; the grid adds one class.
  await id(page, 'player-1').fill('AhKh, QQ:25%');
  assert.match(await classes(cell('QQ')), /\bpart\b/);
  await cell('JJ').click();
  assert.equal(await value(), 'AhKh,QQ:0.25,JJ');
  await cell('AKs').click(); // a class held in part: the click takes the whole class
  assert.equal(await value(), 'AKs,QQ:0.25,JJ');
  // The weighted range is the command line's: the page answers it with its numbers.
  await id(page, 'player-2').fill('TT');
  await id(page, 'method').selectOption('exact');
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  const expected = cli({ players: ['AKs,QQ:0.25,JJ', 'TT'] }, '--exact');
  const got = await rows(page, 2);
  assert.ok(printed(got[0].equity, expected.players[0].equity_pct), JSON.stringify(got));
  // Short deck's pairs are its nine, AA to 66.
  await id(page, 'game').selectOption('short-deck');
  await id(page, 'player-1').fill('');
  await id(page, 'pairs-1').click();
  assert.equal(await value(), pairs.slice(0, 9).join(','));
  await close(page);
});

test('the top-x % slider and the preflop heat map take the exact preflop table', async () => {
  // The command line counts the same table meanwhile.
  const table = promisify(execFile)(handrank,
    ['preflop-table', '--against', 'random', '--format', 'json'], { encoding: 'utf8' });
  const page = await open();
  const value = () => id(page, 'player-1').inputValue();
  // The first slide counts the whole table in the workers: seconds on an idle machine.
  const slide = async (percent) => {
    await id(page, 'top-1').fill(String(percent));
    await page.waitForFunction((p) => document.getElementById('top-1-value').textContent === `${p} %`
      && document.getElementById('status').textContent === '', percent, { timeout: 300000 });
    return (await value()).split(',').filter(Boolean);
  };
  const combos = (cls) => cls.reduce((n, c) => n + (c.length === 2 ? 6 : c.endsWith('s') ? 4 : 12), 0);
  // AA (85.2 % against a random hand) and KK (82.4 %): 12 combos, the nearest to 13.3.
  assert.deepEqual(await slide(1), ['AA', 'KK']);
  const five = await slide(5);
  const ten = await slide(10);
  assert.ok(five.every((c) => ten.includes(c)), `${five} within ${ten}`);
  assert.ok(Math.abs(combos(ten) - 132.6) <= 6, `${combos(ten)} combos`);
  for (const c of ['AA', 'KK', 'QQ', 'JJ', 'TT', 'AKs', 'AKo']) assert.ok(ten.includes(c), c);
  for (const c of ['72o', '32o', 'T2s']) assert.ok(!ten.includes(c), c);
  assert.equal((await slide(100)).length, 169);
  assert.deepEqual(await slide(0), []);
  // The preflop table as a heat map: each class against a random hand, as the command line.
  assert.ok(await id(page, 'preflop-grid').isHidden());
  await page.locator('#preflop summary').click();
  await id(page, 'preflop-show').click();
  await page.waitForSelector('[data-testid="preflop-grid"] td[data-equity]');
  const got = await heatOf(page, 'preflop-grid');
  const expected = (await table).stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(expected.length, 169);
  assert.equal(Object.keys(got).length, 169);
  for (const row of expected) {
    assert.ok(printed(got[row.hero], row.equity_pct), `${row.hero}: ${got[row.hero]} against ${row.equity_pct}`);
  }
  assert.ok(await id(page, 'legend').isVisible());
  await id(page, 'preflop-grid').locator('[data-class="AA"]').focus();
  assert.ok((await id(page, 'preflop-readout').textContent()).startsWith(`AA: ${got.AA} % equity`));
  // Games without hold'em's preflop table have no slider.
  await id(page, 'game').selectOption('short-deck');
  assert.equal(await id(page, 'top-1').count(), 0);
  assert.ok(await page.locator('#preflop').isHidden());
  await close(page);
});

test('the grid answers the keyboard: arrows move, Space and Enter set and clear', async () => {
  const page = await open();
  await id(page, 'player-1').fill('');
  const focused = () => page.evaluate(() => document.activeElement.dataset.class);
  await id(page, 'grid-1').locator('[data-class="AA"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'AQs');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'KQs');
  await page.keyboard.press('Enter');
  assert.equal(await id(page, 'player-1').inputValue(), 'AQs,KQs');
  await page.keyboard.press('Space');
  assert.equal(await id(page, 'player-1').inputValue(), 'AQs');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp'); // the edge: stays on the top row
  assert.equal(await focused(), 'AQs');
  // One cell of a grid is in the tab order, the one last focused.
  const tabbable = await id(page, 'grid-1').locator('td[tabindex="0"]').count();
  assert.equal(tabbable, 1);
  await close(page);
});

test('the card picker: the game\'s deck, a click puts a card into the field focused last or takes it out', async () => {
  const page = await open('?p=AhAs&p=KK&method=exact');
  await page.locator('#picker summary').click();
  const card = (c) => id(page, 'cards').locator(`[data-card="${c}"]`);
  assert.equal(await id(page, 'cards').locator('button').count(), 52);
  for (const c of ['Qd', '7c', '2h']) await card(c).click();
  assert.equal(await id(page, 'board').inputValue(), 'Qd 7c 2h');
  assert.match(await classes(card('7c')), /\bon\b/);
  await card('7c').click(); // there: taken out, the rest kept
  assert.equal(await id(page, 'board').inputValue(), 'Qd 2h');
  await id(page, 'dead').focus();
  await card('9s').click();
  assert.equal(await id(page, 'dead').inputValue(), '9s');
  assert.equal(await id(page, 'board').inputValue(), 'Qd 2h');
  await card('As').click(); // a player's card: the run names it, as the command line does
  assert.equal(await id(page, 'dead').inputValue(), '9s As');
  await id(page, 'board').focus();
  await card('5c').click();
  assert.equal(await id(page, 'board').inputValue(), 'Qd 2h 5c');
  await id(page, 'run').click();
  assert.match(await id(page, 'error').textContent(), /As/);
  // Short deck's deck is 36 cards, six to ace.
  await id(page, 'game').selectOption('short-deck');
  assert.equal(await id(page, 'cards').locator('button').count(), 36);
  assert.equal(await card('5h').count(), 0);
  await close(page);
});

test('on a phone the page fits the screen\'s width, grid and results', async () => {
  const page = await open('?p=AKs,QQ%2B&p=JTs&board=2c3d4h&method=exact');
  await page.setViewportSize({ width: 360, height: 740 });
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width} px wide`);
  for (const what of ['grid-1', 'grid-2', 'result-2', 'run', 'player-1']) {
    const box = await id(page, what).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `${what}: ${JSON.stringify(box)}`);
  }
  const cell = await id(page, 'grid-1').locator('[data-class="AA"]').boundingBox();
  assert.ok(cell.width >= 20 && cell.height >= 20, `a cell is ${cell.width}×${cell.height}`);
  await close(page);
});

test('the question is a link: the URL fills the page and a run answers it', async () => {
  const query = '?game=omaha-hilo&p=AhAsKhKs&p=2c3d4c5d&board=Qd7c2h&method=exact';
  const page = await open(query);
  assert.equal(await id(page, 'game').inputValue(), 'omaha-hilo');
  assert.equal(await id(page, 'player-2').inputValue(), '2c3d4c5d');
  assert.equal(await id(page, 'board').inputValue(), 'Qd7c2h');
  assert.equal(await id(page, 'method').inputValue(), 'exact');
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  const expected = cli({ game: 'omaha-hilo', players: ['AhAsKhKs', '2c3d4c5d'], board: 'Qd7c2h' });
  const got = await rows(page, 2);
  assert.ok(printed(got[0].equity, expected.players[0].equity_pct));
  assert.equal(new URL(page.url()).search, query);
  await close(page);
});

test('Stop ends a run at once and shows what it has', async () => {
  const page = await open('?p=random&p=random&p=random&p=random&method=monte-carlo');
  await id(page, 'run').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="progress"]').value > 0);
  await id(page, 'stop').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  assert.equal(await page.locator('#status').textContent(), 'stopped');
  assert.ok(await id(page, 'progress').evaluate((p) => p.value < 1));
  assert.equal(await id(page, 'error').textContent(), '');
  assert.equal(await id(page, 'result-4').count(), 1);
  await close(page);
});

test('bad input shows the command line\'s message, never an exception', async () => {
  const cases = [
    [{ players: ['AhXx', 'KK'] }, "player 1: bad range part 'AhXx'", 'player-1'],
    [{ players: ['AhAs', 'KK'], board: 'Qd7c' }, 'board', 'board'],
    [{ players: ['AhAs', 'KK'], board: 'Qd7cXx' }, "board: unknown rank 'X' in \"Xx\" (card 3)", 'board'],
    [{ players: ['AhAs', 'KK'], dead: '1s' }, "dead: unknown rank '1' in \"1s\" (card 1)", 'dead'],
    [{ players: ['AhAs', 'KK'], board: 'AhQd7c' }, 'Ah is', 'question'],
    [{ players: ['random', 'random', 'random', 'random'], method: 'exact' },
      'exact enumeration would take about', 'method'],
  ];
  let page = await open();
  for (const [question, message, input] of cases) {
    await ask(page, question);
    const text = await id(page, 'error').textContent();
    assert.ok(text.includes(message), `${text} should say ${message}`);
    if (input !== 'question') assert.match(await classes(page.locator(`#${input}`)), /invalid/);
    assert.equal(await id(page, 'result-1').count(), 0);
  }
  await close(page);
  const eleven = Array.from({ length: 11 }, () => 'p=random').join('&');
  page = await open(`?${eleven}`);
  assert.ok(await id(page, 'add-player').isDisabled());
  await id(page, 'run').click();
  assert.equal(await id(page, 'error').textContent(), 'equity needs 2 to 10 players, got 11');
  await close(page);
});

/** The page's hits view for `ranges` in `game` on `board` equals `handrank hits --format json`. */
async function checkHits(page, game, ranges, board) {
  await id(page, 'hits').waitFor(); // counted in a worker after the run
  for (const [i, range] of ranges.entries()) {
    const [expected] = cliLines(['hits', range, '--board', board, '--game', game, '--format', 'json']);
    const rows = [...expected.made, ...expected.draws];
    assert.equal(rows.length, board.length === 10 ? 17 : 21);
    const order = await id(page, 'hits').locator('tr[data-hit]').evaluateAll(
      (trs) => trs.map((tr) => tr.dataset.hit));
    assert.deepEqual(order, rows.map((row) => row.name), `${game} ${range}`);
    for (const row of rows) {
      const cell = (field) => id(page, 'hits').locator(
        `tr[data-hit="${row.name}"] td[data-player="${i + 1}"][data-field="${field}"]`);
      assert.equal(Number(await cell('combos').textContent()), row.combos, `${game} ${range} ${row.name}`);
      assert.equal(await cell('share').textContent(), row.share_pct.toFixed(2), `${game} ${range} ${row.name}`);
    }
  }
}

test('the hits view: what each range makes on the board, the command line\'s numbers; a screenshot', async () => {
  const page = await open('?p=AKs,QQ%2B,AhKd&p=JTs,T9s,87s&board=2c3d4h&method=exact');
  await page.setViewportSize({ width: 820, height: 560 });
  assert.ok(await id(page, 'hits').isHidden());
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  await checkHits(page, 'holdem', ['AKs,QQ+,AhKd', 'JTs,T9s,87s'], '2c3d4h');
  // A river has no draws.
  await id(page, 'board').fill('2c3d4h5s6s');
  await id(page, 'run').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  await id(page, 'hits').waitFor();
  assert.equal(await id(page, 'hits').locator('tr[data-hit="gutshot"]').count(), 0);
  assert.equal(await id(page, 'hits').locator('tr[data-hit="straight"]').count(), 1);
  await id(page, 'board').fill('2c3d4h');
  await id(page, 'run').click();
  await page.waitForFunction(() => /done/.test(
    document.querySelector('[data-testid="breakdown-status"]').textContent));
  await id(page, 'hits').waitFor();
  if (process.env.SCREENSHOT) {
    await page.screenshot({ path: process.env.SCREENSHOT, fullPage: true, type: 'png' });
  }
  await close(page);
});

test('the hits view in short deck and Omaha: their own hands, the command line\'s numbers', async () => {
  // Short deck: its order (a flush above a full house) and A-6-7-8-9.
  let page = await open('?game=short-deck&p=AA,Ac6d,KQs&p=TT%2B,JTs&board=Ah7c8d&method=exact');
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  await checkHits(page, 'short-deck', ['AA,Ac6d,KQs', 'TT+,JTs'], 'Ah7c8d');
  await close(page);
  // Omaha: two hole and three board cards.
  page = await open('?game=omaha&p=AA**ds,KQJT&p=QQJT&board=Ah7h2c9s&method=exact');
  await id(page, 'run').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="run"]').disabled);
  await checkHits(page, 'omaha', ['AA**ds,KQJT', 'QQJT'], 'Ah7h2c9s');
  await close(page);
  // Omaha 6's random on a flop, 13,983,816 holes, counted in a worker: the page answers
  // meanwhile (seconds on this page's thread before).
  page = await open('?game=omaha6&p=random&p=AhAsKhKs9d8d&board=Qd7c2h&method=monte-carlo&seed=1');
  await id(page, 'run').click();
  let slowest = 0;
  while (await id(page, 'hits').isHidden()) {
    const start = Date.now();
    await page.evaluate(() => document.querySelector('[data-testid="board"]').value);
    slowest = Math.max(slowest, Date.now() - start);
    await page.waitForTimeout(100);
  }
  assert.ok(slowest < 1000, `the page took ${slowest} ms to answer while the hits were counted`);
  await checkHits(page, 'omaha6', ['random'], 'Qd7c2h');
  await close(page);
  // No hits view without a board.
  page = await open('?game=razz&p=Ah2c3d4s5h6c&p=Kh9c8d7s6d5d&method=exact');
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  assert.ok(await id(page, 'hits').isHidden());
  await close(page);
});
