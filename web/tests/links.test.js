// A question as a link names its game and method as people type them: any name or alias
// the command line's `--game` reads, and a name no game has is the command line's error on
// the page, never another game answered unseen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { open, close, id, classes, rows, cli, printed, handrank } from './page.js';

/** What the command line says on stderr to `args`. */
const cliError = (args) => spawnSync(handrank, args, { encoding: 'utf8' }).stderr;

test('a link names its game by any name --game reads: an alias and a triple-draw name', async () => {
  let page = await open('?game=PLO5&p=AhAsKhKs2c&p=QdQcJdJc3h&board=9s8s2d&method=exact');
  assert.equal(await id(page, 'game').inputValue(), 'omaha5');
  await id(page, 'run').click();
  await page.waitForSelector('[data-testid="result-2"]');
  const expected = cli({ game: 'plo5', players: ['AhAsKhKs2c', 'QdQcJdJc3h'], board: '9s8s2d' });
  const [hero] = await rows(page, 2);
  assert.ok(printed(hero.equity, expected.players[0].equity_pct), JSON.stringify(hero));
  // The link written back names the game by its own name.
  assert.equal(new URL(page.url()).searchParams.get('game'), 'omaha5');
  await close(page);

  page = await open('?game=27td&p=7s5h4c3d%2B1&p=8h6c5d3s2c');
  assert.equal(await id(page, 'game').inputValue(), 'deuce-seven');
  assert.equal(await id(page, 'draws').inputValue(), '3');
  await close(page);
  // The link's draws, when it gives them, over the name's.
  page = await open('?game=27td&draws=2&p=7s5h4c3d%2B1&p=8h6c5d3s2c');
  assert.equal(await id(page, 'draws').inputValue(), '2');
  await close(page);
});

test('a link with an unknown game or method shows the command line\'s message, never an exception', async () => {
  let page = await open('?game=pineapple&p=AhAs&p=KK');
  const message = await id(page, 'error').textContent();
  assert.ok(message.startsWith("unknown game 'pineapple': the games are holdem, "), message);
  assert.ok(cliError(['equity', 'AhAs', 'KK', '--game', 'pineapple']).includes(message), message);
  assert.match(await classes(id(page, 'game')), /invalid/);
  await close(page);
  page = await open('?p=AhAs&p=KK&method=fast');
  assert.equal(await id(page, 'error').textContent(),
    "'fast': the method is auto, exact or monte-carlo");
  assert.match(await classes(id(page, 'method')), /invalid/);
  assert.equal(await id(page, 'result-1').count(), 0);
  await close(page);
});
