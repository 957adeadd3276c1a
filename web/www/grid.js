// The 13×13 range grids of the games with hold'em's starting hands, one per player, kept
// in sync with the player's range text both ways by the library (`grid`): click, drag and
// the keyboard, the brush's weight, the pairs/suited/offsuit shortcuts, clear, and the
// top-x % slider by preflop strength (the library's preflop table).
import { grid, grid_classes } from './handrank_web.js';

const $ = (id) => document.getElementById(id);
let CLASSES = [];
let hooks = null;

/**
 * Readies the grids once the library is loaded: `game()` is the game's name, `onEdit()` is
 * called when a grid edits a range, `preflopTable()` gives the library's preflop table.
 */
export function setupGrids({ game, onEdit, preflopTable }) {
  CLASSES = grid_classes();
  hooks = { game, onEdit, preflopTable };
}

/** Player `n`'s grid: its tools (with the top-x % slider when `top`), the grid, its readout. */
export function rangeGrid(n, top) {
  return [makeTools(n, top), makeGrid(n), readout(n)];
}

/** Every grid shows its range again (a heat map taken off). */
export function syncGrids() {
  for (const n of parts.keys()) syncGrid(n);
}

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

// An input of `type` whose id and test id are `id`, with the attributes `attributes`.
function input(type, id, attributes) {
  const el = Object.assign(document.createElement('input'), { type, id }, attributes);
  el.dataset.testid = id;
  return el;
}

// The grid's tools: the brush's weight, the pairs/suited/offsuit shortcuts, clear, and
// (where the game has the preflop table) the top-x % slider.
function makeTools(n, withTop) {
  const tools = document.createElement('div');
  tools.className = 'tools';
  const weight = input('number', `weight-${n}`, { min: '1', max: '100', value: '100' });
  weight.className = 'weight';
  const label = document.createElement('label');
  label.append('Weight % ', weight);
  tools.append(label,
    button('Pairs', `pairs-${n}`, () => shortcut(n, (row, column) => row === column)),
    button('Suited', `suited-${n}`, () => shortcut(n, (row, column) => row < column)),
    button('Offsuit', `offsuit-${n}`, () => shortcut(n, (row, column) => row > column)),
    button('Clear', `clear-${n}`, () => writeRange(n, new Array(CLASSES.length).fill(''))));
  if (withTop) {
    const top = input('range', `top-${n}`, { min: '0', max: '100', step: '0.5', value: '0' });
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
  hooks.onEdit();
  syncGrid(n);
}

// The top-x % range by preflop strength (the library's exact preflop table, counted once
// by the workers on first use).
async function topRange(n, percent) {
  $(`top-${n}-value`).textContent = `${percent} %`;
  const table = await hooks.preflopTable();
  if (Number($(`top-${n}`)?.value) !== percent) return; // the slider moved on meanwhile
  const top = new Set(table.top(percent / 100));
  writeRange(n, CLASSES.map((name) => (top.has(name) ? brushed(n, name) : '')));
}

// The text changed: the grid shows the share of each class the range holds.
export function syncGrid(n) {
  const table = $(`grid-${n}`);
  if (!table) return;
  const answer = JSON.parse(grid(hooks.game(), $(`player-${n}`).value));
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
