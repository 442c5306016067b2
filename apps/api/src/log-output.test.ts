import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LogOutput } from './log-output.ts';

const line = (n: number) => `{"msg":"line ${n}"}\n`;

/** A reader that takes nothing: every write stays pending. */
const stalled = () => new Writable({ highWaterMark: 16, write: () => {} });

describe('log output', () => {
  it('keeps lines while a reader is slow, drops and counts them past the limit', () => {
    const stream = stalled();
    const output = new LogOutput(stream, 100);
    const written = Array.from({ length: 10 }, (_, n) => output.write(line(n)));
    // Each line is 17 bytes: five fit in 100 bytes, the rest are dropped.
    expect(written.filter(Boolean)).toHaveLength(5);
    expect(stream.writableLength).toBe(85);
    expect(output.loss).toEqual({ dropped: 5, error: null });
  });

  it('stops writing for good once the reader is gone, and counts every later line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (lines.length === 2) {
          done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
          return;
        }
        lines.push(String(chunk));
        done();
      },
    });
    const output = new LogOutput(stream, 1_000);
    for (let n = 0; n < 3; n += 1) output.write(line(n));
    await new Promise((resolve) => setImmediate(resolve));
    for (let n = 3; n < 7; n += 1) expect(output.write(line(n))).toBe(false);
    expect(lines).toEqual([line(0), line(1)]);
    expect(output.loss).toEqual({ dropped: 4, error: 'EPIPE' });
  });
});
