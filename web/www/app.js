// The page: the question's inputs, its state in the URL, the range grids, and the run,
// cut into parts for a pool of Web Workers (never on this thread) and merged here.
// Every answer, message and number comes from the library (handrank_web.js).
import init, {
  games, game_of, method_of, plan, merge, result, grid_classes, breakdown_plan,
} from './handrank_web.js';
import { paint, unpaint } from './heat.js';
import { rangeGrid, setupGrids, syncGrid, syncGrids } from './grid.js';
import { preflopTable, showPreflop } from './preflop.js';
import { countHits, stopHits } from './hits.js';
import { Task } from './task.js';
import { setupPicker, showPicker } from './cards.js';

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
const preflop = () => preflopTable($('game').value, workers, SHARDS_PER_WORKER);
setupGrids({
  game: () => $('game').value,
  onEdit: () => { questionChanged(); clearError(); },
  preflopTable: preflop,
});

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
  if (gameInfo().grid) row.append(...rangeGrid(n, gameInfo().preflop_table));
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

// The question as the binding reads it (JSON text): `draws` is empty in a game without
// draws, so the library takes the game's own.
function questionOf() {
  return {
    game: $('game').value,
    draws: $('draws').value,
    players: playerInputs().map((i) => i.value),
    board: $('board').value,
    dead: $('dead').value,
  };
}

// The draws select: 1 to the game's most draws to come (the library's), shown only in the
// draw games; `asked` (the URL's) is kept even when the game does not take it, so Run
// shows the library's message for it.
function showDraws(asked = null) {
  const most = gameInfo().draws;
  const select = $('draws');
  const keep = asked ?? (most ? select.value || '1' : '');
  select.replaceChildren(...Array.from({ length: most }, (_, i) => new Option(`${i + 1}`)));
  if (keep && !(Number(keep) >= 1 && Number(keep) <= most)) select.add(new Option(keep));
  select.value = keep;
  $('draws-label').hidden = !most && !keep;
}

// ---- views: the breakdown by class as heat maps, the hits, the preflop table --------

const breakdown = new Task();

// The question changed: its seed, its breakdown and its hits no longer hold.
function questionChanged() {
  seed = null;
  clearViews();
}

function clearViews() {
  breakdown.stop();
  $('breakdown-status').textContent = '';
  for (const table of document.querySelectorAll('#players table.grid')) {
    unpaint(table, $(`heat-${table.id.slice(5)}`));
  }
  syncGrids();
  stopHits($('hits'));
}

// After a run, each grid's classes colored by their equity against the other players:
// the library's breakdown by class, in a worker of its own, exact after an exact run and
// Monte Carlo with the run's seed after a Monte Carlo run.
function startBreakdown(q, method) {
  if (!gameInfo().grid) return;
  const status = (text) => { $('breakdown-status').textContent = text; };
  const runSeed = method === 'monte-carlo' ? seed : '0';
  const answer = JSON.parse(breakdown_plan(JSON.stringify(q), method, BigInt(runSeed)));
  if (answer.error) {
    status(`no breakdown: ${answer.error.message}`);
    return;
  }
  status(`breakdown by class, estimate ${answer.ok.estimate}`);
  breakdown.start({ kind: 'breakdown', q, method, seed: runSeed }, (data) => {
    if (data.error) {
      status(`no breakdown: ${data.error}`);
      return;
    }
    status('breakdown by class: done');
    const rows = JSON.parse(data.rows);
    q.players.forEach((_, i) => {
      const table = $(`grid-${i + 1}`);
      if (!table) return;
      const mine = rows.filter((r) => r.player === i + 1 && r.equity !== null);
      paint(table, new Map(mine.map((r) => [r.class, r])), $(`heat-${i + 1}`));
    });
  }, () => status('no breakdown: its worker did not start'));
}

// The preflop table's view, where the game has hold'em's class-against-class table.
function showPreflopView() {
  $('preflop').hidden = !gameInfo().preflop_table;
}

// ---- the URL ------------------------------------------------------------------------

function readUrl() {
  const params = new URLSearchParams(location.search);
  // The link's game by any name `--game` reads (`plo5`, `27td`: its draws unless the link
  // says); a name no game has is the command line's error, never another game unseen.
  const named = params.has('game') ? JSON.parse(game_of(params.get('game'))) : null;
  if (named?.ok) $('game').value = named.ok.name;
  let draws = params.get('draws') || (named?.ok?.draws > 1 ? String(named.ok.draws) : null);
  $('board').value = params.get('board') ?? '';
  $('dead').value = params.get('dead') ?? '';
  const method = params.has('method') ? JSON.parse(method_of(params.get('method'))) : null;
  if (method && !method.error) $('method').value = params.get('method');
  const players = params.getAll('p');
  setPlayers(players.length ? players : ['AhAs', 'KK']);
  seed = params.get('seed');
  showDraws(draws);
  showBoard();
  showPicker($('game').value);
  showPreflopView();
  // The link's first error is shown, as a run would show it.
  const error = named?.error ?? method?.error;
  if (error) showError(error);
}

function writeUrl() {
  const params = new URLSearchParams();
  params.set('game', $('game').value);
  if ($('draws').value) params.set('draws', $('draws').value);
  for (const p of playerInputs()) params.append('p', p.value);
  if ($('board').value) params.set('board', $('board').value);
  if ($('dead').value) params.set('dead', $('dead').value);
  params.set('method', $('method').value);
  if (seed !== null) params.set('seed', seed);
  history.replaceState(null, '', `?${params}`);
}

// The board, in the games with one; and in any game while it holds cards, so a run names
// them rather than dropping them unseen.
function showBoard() {
  $('board-label').hidden = !gameInfo().board && !$('board').value;
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
  for (const worker of pool) {
    worker.onerror = () => {
      if (!run) return;
      stopPool();
      fail('a worker did not start: the page could not load its files');
    };
  }
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
  const answer = JSON.parse(plan(JSON.stringify(q), $('method').value, workers));
  if (answer.error) {
    showError(answer.error);
    return;
  }
  const p = answer.ok;
  if (p.method === 'monte-carlo' && seed === null) seed = randomSeed();
  writeUrl();
  clearViews();
  if (gameInfo().hits) countHits($('hits'), q);
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
    show(JSON.parse(result(JSON.stringify(q), counts)), seconds);
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
  showDraws();
  showBoard();
  showPicker($('game').value);
  showPreflopView();
  questionChanged();
});
$('draws').addEventListener('change', () => showDraws());
$('add-player').addEventListener('click', () => addPlayer());
$('question').addEventListener('submit', (event) => {
  event.preventDefault();
  runQuestion();
});
$('stop').addEventListener('click', stop);
$('question').addEventListener('input', questionChanged);
$('preflop-show').addEventListener('click', async () => {
  $('preflop-show').disabled = true;
  showPreflop(await preflop(), CLASSES);
});
setupPicker();
readUrl();
// Offline once loaded: the service worker keeps the page's files (sw.js).
navigator.serviceWorker?.register('sw.js');
document.body.dataset.ready = 'true';
