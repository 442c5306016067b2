// Where the shop's log lines go: this process's stdout, written without ever waiting for its
// reader (docs/decisions/026-log-output.md). Node writes to a pipe or socket asynchronously and
// keeps what the reader has not taken yet in memory; past LOG_BUFFER_BYTES (a setting) of that,
// new lines are dropped and counted instead of piling up. Once stdout fails (its reader is gone: EPIPE,
// or it was closed: EBADF), every later line is dropped and counted; nothing is retried. The
// count is in GET /api/health (logDropped), so an operator sees that lines went missing.
// (pino's default destination writes synchronously and, on a broken pipe at exit, retried
// every 100 ms for ever on the event loop's thread: the shop froze and ignored SIGTERM.)
import type { Writable } from 'node:stream';

export interface LogLoss {
  /** Lines dropped so far: the reader was too slow or is gone. */
  dropped: number;
  /** Why stdout stopped taking lines for good (an error code such as EPIPE), if it did. */
  error: string | null;
}

export class LogOutput {
  #dropped = 0;
  #error: string | null = null;

  /** `limit`: bytes a slow reader may leave waiting before new lines are dropped. */
  constructor(
    private readonly stream: Writable,
    private readonly limit: number,
  ) {
    // Without a listener a broken pipe would crash the process.
    stream.on('error', (error: NodeJS.ErrnoException) => {
      this.#error ??= error.code ?? error.message;
    });
  }

  /** pino's destination: one line per call; never waits. */
  write(line: string): boolean {
    const { stream } = this;
    if (this.#error !== null || stream.destroyed || !stream.writable) return this.drop();
    if (stream.writableLength + line.length > this.limit) return this.drop();
    stream.write(line);
    return true;
  }

  get loss(): LogLoss {
    return { dropped: this.#dropped, error: this.#error };
  }

  private drop(): false {
    this.#dropped += 1;
    return false;
  }
}

let processLog: LogOutput | undefined;

/**
 * The process's one log output, on its stdout: made by the first caller (the start-up, with
 * LOG_BUFFER_BYTES), and every logger of the process writes there. A broken stderr (nothing of
 * the shop logs there, but Node and libraries may) must not crash the process either.
 */
export function stdoutLog(limit: number): LogOutput {
  if (!processLog) {
    process.stderr.on('error', () => {});
    processLog = new LogOutput(process.stdout, limit);
  }
  return processLog;
}
