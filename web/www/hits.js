// The hits view: what each range makes on the board (`handrank hits --game`), one table
// with a row per made hand and per draw and, per player, its combos and share in %.
import { hits } from './handrank_web.js';

/**
 * Fills `table` (thead and tbody) with each range's hits in `game` on `board` with `dead` out;
 * hides it when no range can be counted (no board yet, or a range in error: the run
 * names the error). Numbers and names are the library's.
 */
export function showHits(table, game, ranges, board, dead) {
  const answers = ranges.map((range) => JSON.parse(hits(game, range, board, dead)));
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
