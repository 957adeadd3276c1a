// The hits view: what each range makes on the board (`handrank hits --game`), one table
// with a row per made hand and per draw and, per player, its combos and share in %.
// Counted in a worker of its own (Omaha 6's `random` on a flop is 13,983,816 holes), so
// the page stays responsive; the next run or an edit ends it.
import { Task } from './task.js';

const task = new Task();

/**
 * Counts each range of the question `q` on its board in a worker, then fills `table`
 * (thead and tbody) and shows it; leaves it hidden when no range can be counted (no board
 * yet, or a range in error: the run names the error; or no worker). Numbers and names are
 * the library's.
 */
export function countHits(table, q) {
  stopHits(table);
  task.start({ kind: 'hits', q }, (data) => {
    fill(table, data.hits.map((text) => JSON.parse(text)));
  }, () => {});
}

/** Ends a count under way and hides the table: the question changed. */
export function stopHits(table) {
  task.stop();
  table.hidden = true;
}

function fill(table, answers) {
  const ok = answers.filter((a) => a.ok);
  table.hidden = ok.length === 0 || ok.length !== answers.length;
  if (table.hidden) return;
  const head = table.tHead.rows[0] ?? table.tHead.insertRow();
  head.replaceChildren();
  const th = (text) => {
    const cell = document.createElement('th');
    cell.textContent = text;
    head.append(cell);
  };
  th('hand');
  answers.forEach((a, i) => {
    th(`player ${i + 1} combos`);
    th('%');
  });
  const body = table.tBodies[0];
  body.replaceChildren();
  const section = (title, key) => {
    const first = answers[0].ok[key];
    if (first.length === 0) return; // the river: no draws
    const tr = body.insertRow();
    tr.className = 'heading';
    const cell = tr.insertCell();
    cell.colSpan = 1 + 2 * answers.length;
    cell.textContent = title;
    first.forEach((row, r) => {
      const line = body.insertRow();
      line.dataset.hit = row.id;
      line.insertCell().textContent = row.name;
      answers.forEach((a, i) => {
        const mine = a.ok[key][r];
        for (const field of ['combos', 'share']) {
          const td = line.insertCell();
          td.dataset.player = String(i + 1);
          td.dataset.field = field;
          td.textContent = mine[field];
        }
      });
    });
  };
  section('made hand', 'made');
  section('draw', 'draws');
}
