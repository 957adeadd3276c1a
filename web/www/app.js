// The page: the question's inputs, its state in the URL, the range grids, and the run,
// cut into parts for a pool of Web Workers (never on this thread) and merged here.
// Every answer, message and number comes from the library (handrank_web.js).
import init, {
  games, plan, merge, result, grid, grid_classes, breakdown_plan, Preflop,
} from './handrank_web.js';
import { paint, unpaint } from './heat.js';
import { showHits } from './hits.js';

const MAX_PLAYERS = 10;
const $ = (id) => document.getElementById(id);
const workers = Math.max(1, navigator.hardwareConcurrency || 2);
// Exact shards per worker: enough for a smooth progress bar and for uneven shards.
const SHARDS_PER_WORKER = 4;
// Monte Carlo chunks a worker draws per message.
const CHUNKS_PER_PART = 4;

await init();
const GAMES = JSON.parse(games());
const CLASSES = grid_classes();

// ---- inputs -------------------------------------------------------------------------

function gameInfo() {
  return GAMES.find((g) => g.name === $('game').value) ?? GAMES[0];
}

function playerInputs() {
  return [...document.querySelectorAll('#players input.hand')];
}

function addPlayer(text = '') {
  const n = playerInputs().length + 1;
  const row = document.createElement('div');
  row.className = 'player';
  const label = document.createElement('label');
  label.textContent = `Player ${n} `;
  const input = document.createElement('input');
  input.className = 'hand';
  input.id = `player-${n}`;
  input.dataset.testid = `player-${n}`;
  input.value = text;
  input.addEventListener('input', () => syncGrid(n));
  label.append(input);
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.textContent = 'Remove';
  remove.className = 'remove';
  remove.setAttribute('aria-label', `remove player ${n}`);
  remove.addEventListener('click', () => removePlayer(n));
  row.append(label, remove);
  if (gameInfo().grid) row.append(makeTools(n), makeGrid(n), readout(n));
  $('players').append(row);
  updateButtons();
  syncGrid(n);
}

function removePlayer(n) {
  const texts = playerInputs().map((i) => i.value);
  texts.splice(n - 1, 1);
  setPlayers(texts);
}

function setPlayers(texts) {
  $('players').replaceChildren();
  for (const text of texts) addPlayer(text);
}

function updateButtons() {
  const n = playerInputs().length;
  $('add-player').disabled = n >= MAX_PLAYERS;
  for (const b of document.querySelectorAll('#players button.remove')) b.disabled = n <= 2;
}

function questionOf() {
  return {
    game: $('game').value,
    players: playerInputs().map((i) => i.value),
    board: $('board').value,
    dead: $('dead').value,
  };
}

// ---- range grids --------------------------------------------------------------------

// Per player with a grid: the range's text for each class (the library's parts), so an
// edit of one class keeps every other part of the range as typed.
const parts = new Map();
let dragging = null; // whether a drag sets classes (true) or clears them (false)
addEventListener('pointerup', () => { dragging = null; });

// A class at the brush's weight, in the range notation (`AKs`, `AKs:0.5`).
function brushed(n, name) {
  const weight = Number($(`weight-${n}`).value) / 100;
  return weight >= 1 || !(weight > 0) ? name : `${name}:${weight}`;
}

function button(text, testid, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.dataset.testid = testid;
  b.addEventListener('click', onClick);
  return b;
}

// The grid's tools: the brush's weight, the pairs/suited/offsuit shortcuts, clear, and
// (where the game has the preflop table) the top-x % slider.
function makeTools(n) {
  const tools = document.createElement('div');
  tools.className = 'tools';
  const weight = document.createElement('input');
  weight.type = 'number';
  weight.min = '1';
  weight.max = '100';
  weight.value = '100';
  weight.id = `weight-${n}`;
  weight.dataset.testid = `weight-${n}`;
  weight.className = 'weight';
  const label = document.createElement('label');
  label.append('Weight % ', weight);
  tools.append(label,
    button('Pairs', `pairs-${n}`, () => shortcut(n, (row, column) => row === column)),
    button('Suited', `suited-${n}`, () => shortcut(n, (row, column) => row < column)),
    button('Offsuit', `offsuit-${n}`, () => shortcut(n, (row, column) => row > column)),
    button('Clear', `clear-${n}`, () => writeRange(n, new Array(CLASSES.length).fill(''))));
  if (gameInfo().preflop_table) {
    const top = document.createElement('input');
    top.type = 'range';
    top.min = '0';
    top.max = '100';
    top.step = '0.5';
    top.value = '0';
    top.id = `top-${n}`;
    top.dataset.testid = `top-${n}`;
    const shown = document.createElement('output');
    shown.id = `top-${n}-value`;
    shown.textContent = '0 %';
    top.addEventListener('input', () => topRange(n, Number(top.value)));
    const topLabel = document.createElement('label');
    topLabel.append('Top ', top, ' ', shown);
    tools.append(topLabel);
  }
  return tools;
}

// Where a grid's heat map shows the number of the class focused or hovered.
function readout(n) {
  const out = document.createElement('output');
  out.id = `heat-${n}`;
  out.dataset.testid = `heat-${n}`;
  out.className = 'readout';
  out.hidden = true;
  return out;
}

function makeGrid(n) {
  const table = document.createElement('table');
  table.className = 'grid';
  table.id = `grid-${n}`;
  table.dataset.testid = `grid-${n}`;
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-label', `player ${n}'s range`);
  for (let row = 0; row < 13; row++) {
    const tr = table.insertRow();
    for (let column = 0; column < 13; column++) {
      const td = tr.insertCell();
      const i = row * 13 + column;
      const name = CLASSES[i];
      td.textContent = name;
      td.dataset.class = name;
      td.tabIndex = i === 0 ? 0 : -1;
      if (row === column) td.classList.add('pair');
      td.addEventListener('pointerdown', (event) => {
        if (td.classList.contains('none')) return;
        event.preventDefault();
        td.focus();
        dragging = parts.get(n)[i] !== brushed(n, name);
        setClass(n, i, dragging);
      });
      td.addEventListener('pointerenter', () => {
        if (dragging !== null && !td.classList.contains('none')) setClass(n, i, dragging);
      });
    }
  }
  table.addEventListener('keydown', (event) => gridKey(n, event));
  return table;
}

// The keyboard: arrows move through the grid, Space or Enter sets or clears a class.
function gridKey(n, event) {
  const cells = [...$(`grid-${n}`).querySelectorAll('td')];
  const i = cells.indexOf(document.activeElement);
  if (i < 0) return;
  const [row, column] = [Math.floor(i / 13), i % 13];
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (event.key in moves) {
    const [dr, dc] = moves[event.key];
    const [r, c] = [Math.min(12, Math.max(0, row + dr)), Math.min(12, Math.max(0, column + dc))];
    const next = cells[r * 13 + c];
    cells[i].tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
    event.preventDefault();
  } else if (event.key === ' ' || event.key === 'Enter') {
    if (!cells[i].classList.contains('none')) {
      setClass(n, i, parts.get(n)[i] !== brushed(n, CLASSES[i]));
    }
    event.preventDefault();
  }
}

// Class `i` set to the brush's weight or cleared: the rest of the range stays as it was.
function setClass(n, i, on) {
  const next = [...parts.get(n)];
  next[i] = on ? brushed(n, CLASSES[i]) : '';
  writeRange(n, next);
}

// A shortcut: every class the deck deals where `where(row, column)`, set to the brush, or
// cleared when all of them already are.
function shortcut(n, where) {
  const cells = [...$(`grid-${n}`).querySelectorAll('td')];
  const chosen = CLASSES.map((_, i) => i)
    .filter((i) => where(Math.floor(i / 13), i % 13) && !cells[i].classList.contains('none'));
  const current = parts.get(n);
  const on = !chosen.every((i) => current[i] === brushed(n, CLASSES[i]));
  const next = [...current];
  for (const i of chosen) next[i] = on ? brushed(n, CLASSES[i]) : '';
  writeRange(n, next);
}

function writeRange(n, classParts) {
  $(`player-${n}`).value = classParts.filter(Boolean).join(',');
  questionChanged();
  syncGrid(n);
  clearError();
}

// The top-x % range by preflop strength (the library's exact preflop table, counted once
// by the workers on first use).
async function topRange(n, percent) {
  $(`top-${n}-value`).textContent = `${percent} %`;
  const table = await preflopTable();
  if (Number($(`top-${n}`)?.value) !== percent) return; // the slider moved on meanwhile
  const top = new Set(table.top(percent / 100));
  writeRange(n, CLASSES.map((name) => (top.has(name) ? brushed(n, name) : '')));
}

let preflop = null;
function preflopTable() {
  preflop ??= new Promise((resolve, reject) => {
    $('status').textContent = 'counting the preflop table';
    const n = workers * SHARDS_PER_WORKER;
    const texts = [];
    let next = 1;
    let done = 0;
    const helpers = Array.from({ length: workers }, () => new Worker('worker.js', { type: 'module' }));
    const give = (worker) => {
      if (next > n) {
        worker.terminate();
        return;
      }
      const k = next++;
      worker.onmessage = ({ data }) => {
        if (data.error) {
          reject(new Error(data.error));
          return;
        }
        texts[k - 1] = data.part;
        if (++done === n) {
          $('status').textContent = '';
          resolve(new Preflop(texts));
        }
        give(worker);
      };
      worker.postMessage({ kind: 'preflop', game: $('game').value, k, n });
    };
    helpers.forEach(give);
  });
  return preflop;
}

// The text changed: the grid shows the share of each class the range holds.
function syncGrid(n) {
  const table = $(`grid-${n}`);
  if (!table) return;
  const answer = JSON.parse(grid($('game').value, $(`player-${n}`).value));
  if (answer.error) return; // the range is being typed: Run names its bad part
  parts.set(n, answer.ok.parts);
  const cells = table.querySelectorAll('td');
  answer.ok.shares.forEach((share, i) => {
    const td = cells[i];
    td.classList.toggle('none', share < 0);
    td.classList.toggle('on', share >= 1);
    td.classList.toggle('part', share > 0 && share < 1);
    td.title = answer.ok.parts[i] || CLASSES[i];
  });
}

// ---- heat maps: the breakdown by class, the preflop table --------------------------

let breakdownWorker = null;

// The question changed: its seed, its breakdown and its hits no longer hold.
function questionChanged() {
  seed = null;
  clearViews();
}

function clearViews() {
  breakdownWorker?.terminate();
  breakdownWorker = null;
  $('breakdown-status').textContent = '';
  for (const table of document.querySelectorAll('#players table.grid')) {
    unpaint(table, $(`heat-${table.id.slice(5)}`));
  }
  for (const n of parts.keys()) syncGrid(n);
  $('hits').hidden = true;
}

// After a run, each grid's classes colored by their equity against the other players:
// the library's breakdown by class, in a worker of its own, exact after an exact run and
// Monte Carlo with the run's seed after a Monte Carlo run.
function startBreakdown(q, method) {
  if (!gameInfo().grid) return;
  const runSeed = method === 'monte-carlo' ? seed : '0';
  const answer = JSON.parse(
    breakdown_plan(q.game, q.players, q.board, q.dead, method, BigInt(runSeed)));
  if (answer.error) {
    $('breakdown-status').textContent = `no breakdown: ${answer.error.message}`;
    return;
  }
  $('breakdown-status').textContent = `breakdown by class, estimate ${answer.ok.estimate}`;
  const worker = new Worker('worker.js', { type: 'module' });
  breakdownWorker = worker;
  worker.onmessage = ({ data }) => {
    worker.terminate();
    if (breakdownWorker !== worker) return;
    breakdownWorker = null;
    if (data.error) {
      $('breakdown-status').textContent = `no breakdown: ${data.error}`;
      return;
    }
    $('breakdown-status').textContent = 'breakdown by class: done';
    const rows = JSON.parse(data.rows);
    q.players.forEach((_, i) => {
      const table = $(`grid-${i + 1}`);
      if (!table) return;
      const mine = rows.filter((r) => r.player === i + 1 && r.equity !== null);
      paint(table, new Map(mine.map((r) => [r.class, r])), $(`heat-${i + 1}`));
    });
  };
  worker.postMessage({ kind: 'breakdown', q, method, seed: runSeed });
}

// The preflop table as a heat map: each class's equity against a random hand.
async function showPreflop() {
  $('preflop-show').disabled = true;
  const table = await preflopTable();
  const equities = table.versus_random();
  const grid = $('preflop-grid');
  if (!grid.rows.length) {
    for (let row = 0; row < 13; row++) {
      const tr = grid.insertRow();
      for (let column = 0; column < 13; column++) {
        const td = tr.insertCell();
        td.textContent = CLASSES[row * 13 + column];
        td.dataset.class = CLASSES[row * 13 + column];
        td.tabIndex = 0;
      }
    }
  }
  grid.hidden = false;
  paint(grid, new Map(CLASSES.map((c, i) => [c, { equity: (100 * equities[i]).toFixed(3) }])),
    $('preflop-readout'));
}

function showPreflopView() {
  $('preflop').hidden = !gameInfo().preflop_table;
}

// ---- the URL ------------------------------------------------------------------------

function readUrl() {
  const params = new URLSearchParams(location.search);
  const game = params.get('game');
  if (game && GAMES.some((g) => g.name === game)) $('game').value = game;
  $('board').value = params.get('board') ?? '';
  $('dead').value = params.get('dead') ?? '';
  const method = params.get('method');
  if (['auto', 'exact', 'monte-carlo'].includes(method)) $('method').value = method;
  const players = params.getAll('p');
  setPlayers(players.length ? players : ['AhAs', 'KK']);
  seed = params.get('seed');
  showBoard();
  showPreflopView();
}

function writeUrl() {
  const params = new URLSearchParams();
  params.set('game', $('game').value);
  for (const p of playerInputs()) params.append('p', p.value);
  if ($('board').value) params.set('board', $('board').value);
  if ($('dead').value) params.set('dead', $('dead').value);
  params.set('method', $('method').value);
  if (seed !== null) params.set('seed', seed);
  history.replaceState(null, '', `?${params}`);
}

function showBoard() {
  $('board-label').hidden = !gameInfo().board;
}

// ---- errors -------------------------------------------------------------------------

function clearError() {
  $('error').textContent = '';
  for (const el of document.querySelectorAll('.invalid')) el.classList.remove('invalid');
}

function showError({ input, message }) {
  $('error').textContent = message;
  const el = input === 'players' ? $('add-player') : $(input);
  if (el) el.classList.add('invalid');
}

// ---- the run ------------------------------------------------------------------------

let pool = [];
let run = null; // the run under way
let seed = null; // the Monte Carlo seed of the URL, or of the last run

function startPool() {
  if (pool.length) return;
  pool = Array.from({ length: workers }, () => new Worker('worker.js', { type: 'module' }));
}

// Stop: the workers are ended mid-part and a new pool starts with the next run.
function stopPool() {
  for (const w of pool) w.terminate();
  pool = [];
}

function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(hi) << 32n) | BigInt(lo)).toString();
}

function runQuestion() {
  clearError();
  if (run) return;
  const q = questionOf();
  const answer = JSON.parse(plan(q.game, q.players, q.board, q.dead, $('method').value, workers));
  if (answer.error) {
    showError(answer.error);
    return;
  }
  const p = answer.ok;
  if (p.method === 'monte-carlo' && seed === null) seed = randomSeed();
  writeUrl();
  clearViews();
  if (gameInfo().hits) showHits($('hits'), q.game, q.players, q.board, q.dead);
  startPool();
  $('result').hidden = true;
  $('summary').textContent = '';
  $('progress').value = 0;
  $('status').textContent = `${p.method}, estimate ${p.estimate}`;
  $('run').disabled = true;
  $('stop').disabled = false;
  run = { q, plan: p, counts: null, stopped: false, started: performance.now() };
  const tasks = p.method === 'exact' ? exactTasks(workers * SHARDS_PER_WORKER) : chunkTasks(p);
  let busy = 0;
  const next = (worker) => {
    const task = run && !run.stopped ? tasks.next() : { done: true };
    if (task.done) {
      if (busy === 0 && run) finish();
      return;
    }
    busy++;
    worker.onmessage = ({ data }) => {
      busy--;
      if (!run) return;
      if (data.error) {
        fail(data.error);
        return;
      }
      run.counts = run.counts ? merge(run.counts, data.words) : data.words;
      progress(task.value);
      next(worker);
    };
    worker.postMessage({ ...task.value, q, id: 0 });
  };
  for (const worker of pool) next(worker);
}

function* exactTasks(n) {
  for (let k = 1; k <= n; k++) yield { kind: 'exact', k, n, share: 1 / n };
}

function* chunkTasks(p) {
  const chunks = Math.ceil(p.trials / p.trials_per_chunk);
  for (let first = 0; first < chunks; first += CHUNKS_PER_PART) {
    const count = Math.min(CHUNKS_PER_PART, chunks - first);
    yield { kind: 'mc', seed, trials: p.trials, first, count, share: count / chunks };
  }
}

function progress(task) {
  $('progress').value = Math.min(1, $('progress').value + task.share);
}

function fail(message) {
  showError({ input: 'question', message });
  end();
}

function end() {
  run = null;
  $('run').disabled = false;
  $('stop').disabled = true;
}

function finish() {
  const { q, counts, stopped, started, plan: { method } } = run;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (counts && !(stopped && run.plan.method === 'exact')) {
    show(JSON.parse(result(q.game, q.players, q.board, q.dead, counts)), seconds);
    $('progress').value = stopped ? $('progress').value : 1;
  }
  $('status').textContent = stopped ? 'stopped' : `done in ${seconds} s`;
  end();
  if (!stopped && counts) startBreakdown(q, method);
}

function stop() {
  if (!run) return;
  run.stopped = true;
  stopPool();
  finish();
}

function show(answer, seconds) {
  const body = $('result').tBodies[0];
  body.replaceChildren();
  answer.players.forEach((p, i) => {
    const tr = body.insertRow();
    tr.dataset.testid = `result-${i + 1}`;
    const cells = [
      ['player', String(i + 1)], ['hand', p.hand], ['combos', String(p.combos)],
      ['win', p.win], ['tie', p.tie], ['equity', p.equity], ['std-err', p.std_err ?? ''],
    ];
    for (const [field, text] of cells) {
      const td = tr.insertCell();
      td.dataset.field = field;
      td.textContent = text;
    }
  });
  $('result').hidden = false;
  const boards = Number(answer.boards).toLocaleString('en');
  $('summary').textContent = answer.method === 'exact'
    ? `exact: ${boards} boards, ${seconds} s`
    : `monte carlo: ${boards} boards, seed ${answer.seed}, ${seconds} s`;
}

// ---- wiring -------------------------------------------------------------------------

for (const g of GAMES) $('game').add(new Option(g.name, g.name));
$('game').addEventListener('change', () => {
  setPlayers(playerInputs().map((i) => i.value));
  showBoard();
  showPreflopView();
  questionChanged();
});
$('add-player').addEventListener('click', () => addPlayer());
$('question').addEventListener('submit', (event) => {
  event.preventDefault();
  runQuestion();
});
$('stop').addEventListener('click', stop);
$('question').addEventListener('input', questionChanged);
$('preflop-show').addEventListener('click', showPreflop);
readUrl();
document.body.dataset.ready = 'true';
