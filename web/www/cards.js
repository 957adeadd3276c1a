// The card picker: the game's deck (the library's `deck`) as a grid of cards, a row per
// suit. A click puts the card into the board or the dead cards, whichever was focused last,
// or takes it out when it is there; the rest of the text is kept (the library's
// `card_list` reads it).
import { deck, card_list } from './handrank_web.js';

const $ = (id) => document.getElementById(id);
let target = 'board';

/** Follows which of `board` and `dead` the picker fills: the one focused last. */
export function setupPicker() {
  for (const id of ['board', 'dead']) {
    $(id).addEventListener('focus', () => {
      target = id;
      showPicked();
    });
    $(id).addEventListener('input', showPicked);
  }
}

/** Lays out `game`'s deck in the picker (for the dead cards where the board is hidden). */
export function showPicker(game) {
  if ($('board-label').hidden) target = 'dead';
  const grid = $('cards');
  grid.replaceChildren();
  for (const row of JSON.parse(deck(game))) {
    const line = document.createElement('div');
    for (const card of row) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = card;
      b.dataset.card = card;
      b.className = `card suit-${card.slice(-1)}`;
      b.addEventListener('click', () => pick(card));
      line.append(b);
    }
    grid.append(line);
  }
  showPicked();
}

function pick(card) {
  const field = $(target);
  const answer = JSON.parse(card_list(field.value));
  if (answer.error) {
    field.value = `${field.value.trim()} ${card}`.trim(); // the run names the error
  } else {
    const cards = answer.ok.includes(card)
      ? answer.ok.filter((c) => c !== card)
      : [...answer.ok, card];
    field.value = cards.join(' ');
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// The cards of the field the picker fills are marked, and the picker says which it is.
function showPicked() {
  $('cards-target').textContent = target === 'board' ? 'the board' : 'the dead cards';
  const answer = JSON.parse(card_list($(target).value));
  const held = new Set(answer.ok ?? []);
  for (const b of $('cards').querySelectorAll('button')) {
    b.classList.toggle('on', held.has(b.dataset.card));
  }
}
