/*
 * The header search's timing (docs/product.md, "Search terms"): a term is searched once the shopper
 * has stopped typing for the debounce, and only the answer to the latest term is shown — an earlier
 * request that answers late (the network does not keep order) is dropped, and aborted if still
 * running. Kept free of React so the rules can be tested with fake timers.
 */

export interface SearchRunnerOptions<Answer> {
  debounceMs: number;
  /** Asks for one term's first page; the signal aborts a request a newer term has replaced. */
  fetchPage: (term: string, signal: AbortSignal) => Promise<Answer>;
  /** The latest term's answer, never an older one. */
  onAnswer: (term: string, answer: Answer) => void;
}

export interface SearchRunner {
  /** A keystroke: searches `term` once no other keystroke comes within the debounce. */
  type(term: string): void;
  /** Searches at once (the debounce is skipped), dropping whatever was pending. */
  run(term: string): void;
  /** Forgets the pending term and any answer still to come. */
  cancel(): void;
}

export function createSearchRunner<Answer>({
  debounceMs,
  fetchPage,
  onAnswer,
}: SearchRunnerOptions<Answer>): SearchRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticket = 0;
  let running: AbortController | undefined;

  function stop() {
    clearTimeout(timer);
    timer = undefined;
    ticket += 1;
    running?.abort();
    running = undefined;
  }

  function run(term: string) {
    stop();
    const mine = ticket;
    const controller = new AbortController();
    running = controller;
    void fetchPage(term, controller.signal).then(
      (answer) => {
        if (mine !== ticket) return;
        running = undefined;
        onAnswer(term, answer);
      },
      () => undefined,
    );
  }

  return {
    type(term) {
      clearTimeout(timer);
      timer = setTimeout(() => run(term), debounceMs);
    },
    run,
    cancel: stop,
  };
}
