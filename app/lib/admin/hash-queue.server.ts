/**
 * The queue in front of the password check (docs/admin.md "Sign-in limits"). Each check is
 * scrypt with 128 MiB of memory and about a second of one core; run freely, a flood of guesses
 * took every thread of libuv's pool (which static files and compression share) and both cores.
 * Here at most `slots` checks run at once in this process; the others wait their turn, in order
 * of priority (a browser that signed in before, then an address with no recent failure, then
 * the rest), each at most `maxWaitMs`, and no more than `maxWaiting` wait at all: a newcomer to
 * a full queue takes the place of the last one of a lower priority, or is refused at once.
 * Refused means "busy": nothing was checked, and the caller answers 503 with Retry-After.
 */
export const PRIORITY = { knownBrowser: 0, cleanAddress: 1, other: 2 } as const;
export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY];

export const BUSY = Symbol("hash queue busy");

interface Waiting {
  priority: Priority;
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

interface HashQueueOptions {
  slots: number;
  maxWaiting: number;
  maxWaitMs: number;
}

export class HashQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly options: HashQueueOptions) {}

  /** How many checks run and wait now (for tests and the bench). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  run<T>(task: () => Promise<T>, priority: Priority): Promise<T | typeof BUSY> {
    if (this.running < this.options.slots) return this.execute(task);
    if (this.waiting.length >= this.options.maxWaiting) {
      // The last of the lowest priority waits longest for the least reason: it leaves first.
      const last = this.waiting.at(-1)!;
      if (last.priority <= priority) return Promise.resolve(BUSY);
      this.waiting.pop();
      clearTimeout(last.timer);
      last.refuse();
    }
    return new Promise<T | typeof BUSY>((resolve, reject) => {
      const entry: Waiting = {
        priority,
        start: () => this.execute(task).then(resolve, reject),
        refuse: () => resolve(BUSY),
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at !== -1) this.waiting.splice(at, 1);
          resolve(BUSY);
        }, this.options.maxWaitMs),
      };
      entry.timer.unref?.();
      // After every entry of the same or a higher priority: first come, first served within one.
      let at = this.waiting.length;
      while (at > 0 && this.waiting[at - 1]!.priority > priority) at--;
      this.waiting.splice(at, 0, entry);
    });
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      }
    }
  }
}
