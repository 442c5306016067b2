// Reads a Server-Sent Events stream over real HTTP, for tests of GET /api/live:
//   const stream = await openEventStream(`${url}/api/live?products=7`);
//   const event = await stream.next((e) => e.event === 'stock');
//   stream.close();
export interface StreamEvent {
  event: string;
  data: unknown;
}

const WAIT_MS = 10_000;

export async function openEventStream(url: string) {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal });
  if (!response.ok || !response.body) {
    throw new Error(`event stream: ${response.status} ${await response.text()}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: StreamEvent[] = [];
  let buffer = '';
  const waiter: { wake?: () => void } = {};
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) received.push({ event, data: JSON.parse(data) });
      }
      waiter.wake?.();
    }
  })().catch(() => undefined);

  return {
    response,
    /** The first event (from the stream's start) not taken yet that matches `test`. */
    async next(test: (event: StreamEvent) => boolean): Promise<StreamEvent> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const index = received.findIndex(test);
        if (index >= 0) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) {
          throw new Error(`no matching event; received: ${JSON.stringify(received)}`);
        }
        await new Promise<void>((resolve) => {
          waiter.wake = resolve;
          setTimeout(resolve, 200);
        });
      }
    },
    async close() {
      abort.abort();
      await pump;
    },
  };
}
