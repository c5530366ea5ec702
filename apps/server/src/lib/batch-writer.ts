/**
 * Rows written in batches, each second or once enough are waiting, so that recording them never adds
 * a database round trip to the request that asks for it. A failed batch is logged and dropped:
 * counting what members do must not hurt their requests.
 */
export interface BatchWriter<T> {
  add(row: T): void;
  flush(): Promise<void>;
  /** Stops the timer and writes what is waiting. */
  close(): Promise<void>;
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

export function createBatchWriter<T>(
  write: (batch: T[]) => Promise<unknown>,
  onLost: (error: unknown, lost: number) => void,
): BatchWriter<T> {
  let buffer: T[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    writing = writing
      .then(() => write(batch))
      .then(
        () => {},
        (error) => onLost(error, batch.length),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  return {
    add(row) {
      buffer.push(row);
      if (buffer.length >= FLUSH_AT) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
