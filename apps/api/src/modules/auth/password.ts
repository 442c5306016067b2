// Password rules: argon2id hashes and a zxcvbn-ts strength check with the common and Polish
// dictionaries (score below 3 is too weak). Lives server-side: the dictionaries are large.
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as polish from '@zxcvbn-ts/language-pl';
import { PASSWORD_MAX_LENGTH, type PasswordCheck } from '@shop/shared/accounts';

export const MIN_PASSWORD_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...polish.dictionary },
  graphs: common.adjacencyGraphs,
  translations: polish.translations,
  maxLength: PASSWORD_MAX_LENGTH,
});

/** zxcvbn score 0..4; `userInputs` (e-mail, phone) count as guessable words. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn.check(password, userInputs).score;
}

/** The check's verdict with its Polish feedback: why it is weak and how to do better. */
export function passwordVerdict(password: string, userInputs: string[] = []): PasswordCheck {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  return {
    strong: score >= MIN_PASSWORD_SCORE,
    score,
    warning: feedback.warning || null,
    suggestions: feedback.suggestions,
  };
}

export function isStrongPassword(password: string, userInputs: string[] = []): boolean {
  return passwordScore(password, userInputs) >= MIN_PASSWORD_SCORE;
}

// Algorithm.Argon2id is an ambient const enum, which verbatimModuleSyntax cannot read.
const ARGON2ID = 2;

/** argon2id cost: the library's defaults (OWASP's m=19 MiB, t=2, p=1) everywhere but tests. */
export function hashingCost(nodeEnv: string | undefined): {
  memoryCost?: number;
  timeCost?: number;
} {
  // Tests make hundreds of accounts; full-strength hashing was most of their set-up time.
  return nodeEnv === 'test' ? { memoryCost: 1024, timeCost: 1 } : {};
}

const cost = hashingCost(process.env.NODE_ENV);

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
