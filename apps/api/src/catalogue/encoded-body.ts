// A kept catalogue answer is compressed once per encoding, the first time a browser asks for
// it, and the bytes are kept with the answer: thousands of phones reading the same drop page
// cost one compression, not one each (decision 018). Small answers stay plain.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** Answers smaller than this go plain: the encoding would save less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export interface Encodable {
  body: string;
  /** The body compressed, per encoding, made on the first request for it. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** The body's UTF-8 bytes, made on the first request for it without an encoding. */
  plain?: Buffer;
}

const encoders: Record<Encoding, (body: string) => Buffer> = {
  // Once per answer, so a better quality than the per-request default of 4 pays off.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The body in the best encoding `acceptEncoding` takes, or null to send it plain. */
export function encodedBody(
  entry: Encodable,
  acceptEncoding: string | undefined,
): { encoding: Encoding; payload: Buffer } | null {
  if (!acceptEncoding || entry.body.length < COMPRESS_ABOVE_BYTES) return null;
  const encoding = negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null;
  if (!encoding) return null;
  entry.encoded ??= {};
  const payload = (entry.encoded[encoding] ??= encoders[encoding](entry.body));
  return { encoding, payload };
}

/** The bytes to send for `acceptEncoding`: compressed, or plain (each made once per answer). */
export function bodyBytes(
  entry: Encodable,
  acceptEncoding: string | undefined,
): { encoding: Encoding | null; payload: Buffer } {
  return (
    encodedBody(entry, acceptEncoding) ?? {
      encoding: null,
      payload: (entry.plain ??= Buffer.from(entry.body)),
    }
  );
}

/** Sends a kept body in the encoding the browser takes (the compressed copy made once). */
export function sendEncoded(
  reply: FastifyReply,
  entry: Encodable,
  acceptEncoding: string | undefined,
) {
  const encoded = encodedBody(entry, acceptEncoding);
  if (!encoded) return reply.send(entry.body);
  // Set here, so the compression plugin leaves the kept bytes alone.
  return reply.header('content-encoding', encoded.encoding).send(encoded.payload);
}
