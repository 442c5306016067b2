// The KSeF stand-in's HTTP helpers (ksef.ts): its answers, KSeF's exception body, the request's
// JSON and bearer token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { reference } from './ksef-model.ts';

export const send = (
  res: ServerResponse,
  status: number,
  body?: unknown,
  type = 'application/json',
) => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': `${type}; charset=utf-8` });
  res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
};
export const exception = (
  res: ServerResponse,
  status: number,
  code: number,
  description: string,
  details?: string[],
) =>
  send(res, status, {
    exception: {
      exceptionDetailList: [
        { exceptionCode: code, exceptionDescription: description, details: details ?? [] },
      ],
      referenceNumber: reference(),
      timestamp: new Date().toISOString(),
    },
  });
export const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};
export const bearerOf = (req: IncomingMessage) =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
export const tokenInfo = (token: string, ms: number) => ({
  token,
  validUntil: new Date(Date.now() + ms).toISOString(),
});
