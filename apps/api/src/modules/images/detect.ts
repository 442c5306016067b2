// Recognises uploads by their first bytes, never by file name or the client's content type.

export type ImageKind = 'jpeg' | 'png';

const SIGNATURES: [ImageKind, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}
