// The small proof of work that joining a lobby costs (decision 031), with ALTCHA's library
// (altcha-lib, self-hosted, no third-party service): a challenge signed for one account and one
// drop, whose solution takes a browser about a second (LOBBY_CHALLENGE_COST hashes on average),
// so that a script wanting a thousand places pays a thousand times.
import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** How long a challenge may take to solve and send. */
const CHALLENGE_MS = 5 * 60_000;

export interface LobbyProof {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

export function lobbyChallenges(secret: string, cost: number) {
  const key = createHash('sha256').update(`lobby-challenge:${secret}`).digest('hex');
  return {
    /** A challenge for this account and this drop. */
    issue: (userId: number, dropId: number, now: Date) =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        // The counter the solver must find: uniformly between half and one and a half `cost`.
        counter: randomInt(Math.ceil(cost / 2), Math.ceil((cost * 3) / 2)),
        deriveKey,
        hmacSignatureSecret: key,
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
        data: { user: userId, drop: dropId },
      }),
    /** Whether `proof` solves a challenge issued to this account for this drop, in time. */
    async check(proof: LobbyProof, userId: number, dropId: number): Promise<boolean> {
      const data = proof.challenge.parameters?.data;
      if (data?.user !== userId || data.drop !== dropId) return false;
      try {
        const result = await verifySolution({
          challenge: proof.challenge,
          solution: proof.solution,
          deriveKey,
          hmacSignatureSecret: key,
        });
        return result.verified;
      } catch {
        return false;
      }
    },
  };
}

export type LobbyChallenges = ReturnType<typeof lobbyChallenges>;
