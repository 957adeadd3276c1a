// The page: the question's inputs, its state in the URL, the range grids, and the run,
// cut into parts for a pool of Web Workers (never on this thread) and merged here.
// Every answer, message and number comes from the library (handrank_web.js).
import init, { games, plan, merge, result, grid, grid_classes } from './handrank_web.js';

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
  remove.setAttribute('aria-label', `remove player ${n}`);
  remove.addEventListener('click', () => removePlayer(n));
  row.append(label, remove);
  if (gameInfo().grid) row.append(makeGrid(n));
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
  for (const b of document.querySelectorAll('#players button')) b.disabled = n <= 2;
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

let dragging = null; // whether a drag turns classes on (true) or off (false)
addEventListener('pointerup', () => { dragging = null; });

function makeGrid(n) {
  const table = document.createElement('table');
  table.className = 'grid';
  table.id = `grid-${n}`;
  table.dataset.testid = `grid-${n}`;
  for (let row = 0; row < 13; row++) {
    const tr = table.insertRow();
    for (let column = 0; column < 13; column++) {
      const td = tr.insertCell();
      const name = CLASSES[row * 13 + column];
      td.textContent = name;
      td.dataset.class = name;
      if (row === column) td.classList.add('pair');
      td.addEventListener('pointerdown', (event) => {
        if (td.classList.contains('none')) return;
        event.preventDefault();
        dragging = !td.classList.contains('on');
        toggle(n, td, dragging);
      });
      td.addEventListener('pointerenter', () => {
        if (dragging !== null && !td.classList.contains('none')) toggle(n, td, dragging);
      });
    }
  }
  return table;
}

// A class turned on or off in the grid: the text becomes the grid's whole classes.
function toggle(n, td, on) {
  td.classList.toggle('on', on);
  td.classList.remove('part');
  const cells = [...$(`grid-${n}`).querySelectorAll('td.on')];
  $(`player-${n}`).value = cells.map((c) => c.dataset.class).join(',');
  clearError();
}

// The text changed: the grid shows the share of each class the range holds.
function syncGrid(n) {
  const table = $(`grid-${n}`);
  if (!table) return;
  const answer = JSON.parse(grid($('game').value, $(`player-${n}`).value));
  if (answer.error) return; // the range is being typed: Run names its bad part
  answer.ok.forEach((share, i) => {
    const td = table.querySelectorAll('td')[i];
    td.classList.toggle('none', share < 0);
    td.classList.toggle('on', share >= 1);
    td.classList.toggle('part', share > 0 && share < 1);
  });
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
  const { q, counts, stopped, started } = run;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (counts && !(stopped && run.plan.method === 'exact')) {
    show(JSON.parse(result(q.game, q.players, q.board, q.dead, counts)), seconds);
    $('progress').value = stopped ? $('progress').value : 1;
  }
  $('status').textContent = stopped ? 'stopped' : `done in ${seconds} s`;
  end();
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
});
$('add-player').addEventListener('click', () => addPlayer());
$('question').addEventListener('submit', (event) => {
  event.preventDefault();
  runQuestion();
});
$('stop').addEventListener('click', stop);
$('question').addEventListener('input', () => { seed = null; });
readUrl();
document.body.dataset.ready = 'true';
