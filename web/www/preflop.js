// The hold'em preflop table: counted once, in workers (one shard of the library's
// `PreflopPart::compute` each) and merged by the library; shown as a 13×13 heat map of each
// class's equity against a random hand.
import { Preflop } from './handrank_web.js';
import { paint } from './heat.js';

const $ = (id) => document.getElementById(id);

let preflop = null;

/** The table of `game`, counted on first use by `workers` workers in `shardsPerWorker`
 * shards each; one promise for every caller. */
export function preflopTable(game, workers, shardsPerWorker) {
  preflop ??= new Promise((resolve, reject) => {
    $('status').textContent = 'counting the preflop table';
    const n = workers * shardsPerWorker;
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
      worker.postMessage({ kind: 'preflop', game, k, n });
    };
    helpers.forEach(give);
  });
  return preflop;
}

/** Shows `table` (the library's preflop table) as a heat map over the 13×13 grid of
 * `classes`: each class's equity against a random hand. */
export function showPreflop(table, classes) {
  const equities = table.versus_random();
  const grid = $('preflop-grid');
  if (!grid.rows.length) {
    for (let row = 0; row < 13; row++) {
      const tr = grid.insertRow();
      for (let column = 0; column < 13; column++) {
        const td = tr.insertCell();
        td.textContent = classes[row * 13 + column];
        td.dataset.class = classes[row * 13 + column];
        td.tabIndex = 0;
      }
    }
  }
  grid.hidden = false;
  paint(grid, new Map(classes.map((c, i) => [c, { equity: (100 * equities[i]).toFixed(3) }])),
    $('preflop-readout'));
}
