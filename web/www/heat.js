// Heat maps over a 13×13 grid of classes: a cell's color is its equity, from red (0 %)
// through yellow (50 %) to green (100 %), the number on hover (the title) and on focus or
// hover in the grid's readout. The legend (#legend) shows the scale.

/** The color of an equity in % (0 to 100). */
export function heat(equity) {
  const e = Math.min(100, Math.max(0, equity));
  return `hsl(${(1.2 * e).toFixed(1)}, 75%, 62%)`;
}

/** The legend's gradient: the same scale as `heat`. */
export const GRADIENT = `linear-gradient(to right, ${[0, 25, 50, 75, 100].map(heat).join(', ')})`;

/**
 * Paints `table`'s cells (`td[data-class]`) by `equities`, a Map of class to
 * `{ equity, combos }` (equity the printed % text); cells without an entry are left
 * unpainted. `readout` shows the number of the cell focused or hovered.
 */
export function paint(table, equities, readout) {
  table.classList.add('heat');
  for (const td of table.querySelectorAll('td[data-class]')) {
    const entry = equities.get(td.dataset.class);
    if (!entry) {
      delete td.dataset.equity;
      td.style.background = '';
      continue;
    }
    td.dataset.equity = entry.equity;
    td.style.background = heat(Number(entry.equity));
    td.title = `${td.dataset.class}: ${entry.equity} % equity`
      + (entry.combos === undefined ? '' : `, ${entry.combos} combos`);
  }
  if (readout) {
    readout.hidden = false;
    readout.textContent = 'equity by class: hover or focus a cell';
    if (!table.dataset.readout) {
      const show = (event) => {
        const td = event.target.closest('td[data-equity]');
        if (td) readout.textContent = td.title;
      };
      table.addEventListener('focusin', show);
      table.addEventListener('pointerover', show);
      table.dataset.readout = readout.id;
    }
  }
  showLegend();
}

/** Takes a grid's heat map off: its cells show the range again. */
export function unpaint(table, readout) {
  if (!table?.classList.contains('heat')) return;
  table.classList.remove('heat');
  for (const td of table.querySelectorAll('td[data-equity]')) {
    delete td.dataset.equity;
    td.style.background = '';
    td.title = td.dataset.class;
  }
  if (readout) readout.hidden = true;
  showLegend();
}

/** The legend is shown while any heat map is. */
function showLegend() {
  const legend = document.getElementById('legend');
  legend.hidden = !document.querySelector('table.heat');
  legend.querySelector('.scale').style.background = GRADIENT;
}
