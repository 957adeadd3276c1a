// A question's side task (its breakdown, its hits) in a worker of its own, beside the run's
// pool: starting the next one or `stop` ends the one under way, so only the answer of the
// question on the page is ever shown.
export class Task {
  #worker = null;

  /** Posts `message` to a new worker; `onAnswer(data)` gets its reply, `onError()` is
   * called when the worker cannot start (the page's files could not be loaded). */
  start(message, onAnswer, onError) {
    this.stop();
    const worker = new Worker('worker.js', { type: 'module' });
    this.#worker = worker;
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (this.#worker !== worker) return;
      this.#worker = null;
      onAnswer(data);
    };
    worker.onerror = () => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      onError();
    };
    worker.postMessage(message);
  }

  /** Ends the task under way, if any. */
  stop() {
    this.#worker?.terminate();
    this.#worker = null;
  }
}
