/**
 * Runs tasks one at a time. Urgent tasks (block commits) go before waiting ordinary ones (node-state
 * refreshes), so a refresh never holds up the head by more than the one already running.
 */
export class Mutex {
  readonly #urgent: (() => void)[] = [];
  readonly #ordinary: (() => void)[] = [];
  #busy = false;

  run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#busy = true;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.#busy = false;
            (this.#urgent.shift() ?? this.#ordinary.shift())?.();
          });
      };
      if (!this.#busy) start();
      else (urgent ? this.#urgent : this.#ordinary).push(start);
    });
  }
}
