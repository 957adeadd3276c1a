// One part of a question at a time: an exact shard or a run of Monte Carlo chunks, by the
// library compiled to WebAssembly; the counts go back to the page to be merged. Or one
// shard of the preflop table, back as the part's text. Or a question's breakdown by class,
// or what each of its ranges hits on the board.
import init, {
  exact_part, monte_carlo_part, preflop_part, breakdown, hits,
} from './handrank_web.js';

const ready = init();

self.onmessage = async ({ data }) => {
  await ready;
  const { id, q } = data;
  if (data.kind === 'preflop') {
    try {
      self.postMessage({ part: preflop_part(data.game, data.k, data.n) });
    } catch (error) {
      self.postMessage({ error: String(error.message ?? error) });
    }
    return;
  }
  if (data.kind === 'hits') {
    self.postMessage({ hits: q.players.map((range) => hits(q.game, range, q.board, q.dead)) });
    return;
  }
  if (data.kind === 'breakdown') {
    try {
      self.postMessage({
        rows: breakdown(JSON.stringify(q), data.method, BigInt(data.seed)),
      });
    } catch (error) {
      self.postMessage({ error: String(error.message ?? error) });
    }
    return;
  }
  try {
    const words = data.kind === 'exact'
      ? exact_part(JSON.stringify(q), data.k, data.n)
      : monte_carlo_part(JSON.stringify(q), BigInt(data.seed), BigInt(data.trials),
          BigInt(data.first), BigInt(data.count));
    self.postMessage({ id, words }, [words.buffer]);
  } catch (error) {
    self.postMessage({ id, error: String(error.message ?? error) });
  }
};
