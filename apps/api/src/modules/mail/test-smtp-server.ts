// A real SMTP server for tests (smtp-server), on 127.0.0.1 and a random port: every message it
// accepts is parsed (mailparser) into `received`. It can stop and start again on the same port,
// as a mail server that goes down and comes back. `delayMs`: how long it takes over each message.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpServer({ delayMs = 0 } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const start = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          async (mail) => {
            await sleep(delayMs);
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    async stop() {
      const current = server;
      server = null;
      await new Promise<void>((resolve) => (current ? current.close(resolve) : resolve()));
    },
  };
}
