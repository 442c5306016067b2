// Recognises uploads by their first bytes, never by file name or the client's content type.

export type ImageKind = 'jpeg' | 'png';

const SIGNATURES: [ImageKind, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

function detectImageKind(bytes: Uint8Array): ImageKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}

/** What a shopper's photo may be: JPEG, PNG or WebP ("RIFF", the size, "WEBP"). */
export function detectPhotoKind(bytes: Uint8Array): ImageKind | 'webp' | null {
  const riff = [0x52, 0x49, 0x46, 0x46].every((byte, i) => bytes[i] === byte);
  const webp = [0x57, 0x45, 0x42, 0x50].every((byte, i) => bytes[8 + i] === byte);
  return riff && webp ? 'webp' : detectImageKind(bytes);
}
