// The lobby of a drop's opening (decision 031): what POST /drops/{id}/lobby answers.
import { z } from 'zod';

export const LOBBY_STATUSES = ['WAITING', 'ADMITTED', 'CLOSED'] as const;

export const lobbyAnswerSchema = z.object({
  /**
   * WAITING: in the lobby (before the start without a position); ADMITTED: may buy, with the
   * token to send as X-Admission-Token (none once the lobby has ended: nobody needs one);
   * CLOSED: every piece is reserved or sold, and the lobby says so until pieces come back.
   */
  status: z.enum(LOBBY_STATUSES),
  /**
   * Place in the line, 1 for the next to be admitted; known from the start on, and kept with
   * CLOSED (pieces that come back are offered in this order).
   */
  position: z.number().int().optional(),
  /** Shoppers ahead in the line. */
  ahead: z.number().int().optional(),
  /** An estimate of the wait, from the admission rate. */
  estimatedWaitMs: z.number().int().optional(),
  /** When to ask again. */
  retryAfterMs: z.number().int(),
  admissionToken: z.string().optional(),
  /** When the admission ends (ADMITTED with a token). */
  admittedUntil: z.string().optional(),
  /** For CLOSED: why, in Polish. */
  message: z.string().optional(),
  /**
   * While waiting: the ticket that lets the live stream (`GET /api/live?drops={id}&lobby=…`)
   * carry the next answers as `lobby` events, so there is no need to ask again while it is open.
   */
  liveTicket: z.string().optional(),
});
export type LobbyAnswer = z.infer<typeof lobbyAnswerSchema>;

/** `event: lobby` of the live stream: the shopper's answer in the drop's lobby, as it changes. */
export const lobbyEventSchema = z.object({
  dropId: z.number().int(),
  answer: lobbyAnswerSchema,
});
export type LobbyEvent = z.infer<typeof lobbyEventSchema>;

/**
 * GET /drops/{id}/lobby/admission: the account's admission to the drop, wherever it was won (a
 * new tab, a second device, a link): until when it lasts and its token, or null for none.
 */
export const lobbyAdmissionSchema = z.object({
  admittedUntil: z.string().nullable(),
  admissionToken: z.string().optional(),
});
export type LobbyAdmission = z.infer<typeof lobbyAdmissionSchema>;

/** The header the admission token travels in (comma-separated for several drops). */
export const ADMISSION_HEADER = 'x-admission-token';

export const LOBBY_SOLD_OUT = 'Wszystkie produkty z tej kolekcji zostały zarezerwowane';

/**
 * POST /drops/{id}/lobby's body: the solved challenge of GET /drops/{id}/lobby/challenge when
 * joining (ALTCHA's payload: the challenge as given and the solution); nothing when asking again.
 */
export const lobbyJoinSchema = z
  .object({
    proof: z
      .object({
        challenge: z.looseObject({
          parameters: z.looseObject({}),
          signature: z.string().optional(),
        }),
        solution: z.object({
          counter: z.number().int().nonnegative(),
          derivedKey: z.string().max(256),
          time: z.number().optional(),
        }),
      })
      .optional(),
  })
  .nullish();

/** GET /drops/{id}/lobby/challenge: ALTCHA's challenge, solved by the browser. */
export const lobbyChallengeSchema = z.looseObject({
  parameters: z.looseObject({}),
  signature: z.string().optional(),
});
