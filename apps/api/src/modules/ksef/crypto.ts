// The cryptography KSeF 2.0 asks of a client, with Node's own crypto (no hand-written
// primitives), as the Ministry's documentation describes it (docs/invoices.md, "KSeF"):
//   - the KSeF token travels as "{token}|{timestampMs}" encrypted with RSA-OAEP (SHA-256, MGF1
//     SHA-256) under the Ministry's certificate for KsefTokenEncryption;
//   - each online session has its own AES-256 key and 128-bit IV; invoices are encrypted with
//     AES-256-CBC (PKCS#7 padding) and the key travels RSA-OAEP encrypted under the certificate
//     for SymmetricKeyEncryption;
//   - documents are named by their SHA-256 (Base64; Base64URL in the verification link).
import {
  X509Certificate,
  constants,
  createCipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/** A certificate of GET /security/public-key-certificates: Base64 DER. */
function publicKeyOf(certificateBase64: string) {
  return new X509Certificate(Buffer.from(certificateBase64, 'base64')).publicKey;
}

/** RSA-OAEP with SHA-256 for both the digest and MGF1, as KSeF requires. */
export function encryptForKsef(certificateBase64: string, data: Buffer): Buffer {
  return publicEncrypt(
    {
      key: publicKeyOf(certificateBase64),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    data,
  );
}

/** The KSeF token bound to the challenge's moment (POST /auth/ksef-token `encryptedToken`). */
export function encryptToken(certificateBase64: string, token: string, timestampMs: number) {
  return encryptForKsef(certificateBase64, Buffer.from(`${token}|${timestampMs}`, 'utf8'));
}

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

/** A fresh symmetric key and IV for one online session. */
export const newSessionKey = (): SessionKey => ({ key: randomBytes(32), iv: randomBytes(16) });

export function encryptDocument({ key, iv }: SessionKey, document: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(document), cipher.final()]);
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
export const sha256Base64 = (data: Buffer) => sha256(data).toString('base64');
export const sha256Base64Url = (data: Buffer) => sha256(data).toString('base64url');
