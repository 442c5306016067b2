// Passkeys (docs/passkeys.md): the bodies of the WebAuthn ceremonies and the account's list.
// The browser's answers are checked for shape and size here; what they prove is checked by the
// server's WebAuthn library.
import { z } from 'zod';

/** A passkey's name as the account's settings show it. */
export const PASSKEY_NAME_MAX = 60;
/** Settings → Bezpieczeństwo, where the account's passkeys are (the login page and the e-mail link there). */
export const SECURITY_SETTINGS_PATH = '/settings?tab=security';
/** Passkeys one account may keep. */
export const PASSKEYS_PER_ACCOUNT = 10;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Nieprawidłowa odpowiedź klucza dostępu');

// Credential ids are at most 1,023 bytes (WebAuthn Level 3, 5.1): 1,364 characters in base64url.
const credentialId = base64url(1_400);
const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
};
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8)
  .optional();

/** `navigator.credentials.create()`'s answer, as @simplewebauthn/browser sends it. */
export const registrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4_096).optional(),
  }),
});

/** `navigator.credentials.get()`'s answer, as @simplewebauthn/browser sends it. */
export const authenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(16_384),
    signature: base64url(2_048),
    userHandle: base64url(256).optional(),
  }),
});

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Podaj nazwę klucza')
  .max(PASSKEY_NAME_MAX, `Nazwa może mieć najwyżej ${PASSKEY_NAME_MAX} znaków`);

/** POST /api/users/me/passkeys: the new passkey, named (the server names it when not). */
export const passkeyRegistrationSchema = z.object({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

/** POST /api/auth/passkey: signing in. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/** PATCH /api/users/me/passkeys/{id}. */
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

/**
 * The options of a ceremony, passed to @simplewebauthn/browser as they are (their shape is the
 * WebAuthn JSON form, made by the server's library).
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the person's devices (a password manager, iCloud Keychain, Google). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({
  items: z.array(passkeySchema),
  /** A staff account that signs in to the panel only with a passkey. */
  required: z.boolean(),
  /**
   * Whether this session may add or remove passkeys: always, except for an account that must
   * use one, has one, and signed in with its password.
   */
  canManage: z.boolean(),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** PUT /api/admin/staff/{id}/passkey: whether the member signs in to the panel only with one. */
export const passkeyRequirementSchema = z.object({ passkeyRequired: z.boolean() });
