// The admission rounds of the lobbies running now (decision 031): for each drop whose lobby
// runs and whose start has come, positions for the new arrivals and the admissions the rate
// allows (chosen at the first round from the measured capacity: capacity.ts), while pieces are
// free to buy. Run by the lobby job every LOBBY_ROUND_MS.
import type { Db } from '../../db/client.ts';
import { lobbyDropsStartingBetween } from '../../modules/drops/index.ts';
import { admissionRound, type LobbySettings } from '../../modules/lobby/index.ts';
import { buyersSince } from '../../modules/orders/index.ts';
import { freePiecesInDrop, productIdsInDrop } from '../../modules/products/index.ts';
import { rateOfOpening } from './capacity.ts';

/** Admissions (and orders) this recent count against the shoppers a free piece may have (RoundInput). */
const RECENT_MS = 30_000;

/** Runs a round of each lobby running now; answers the drops whose openings have begun. */
export async function lobbyRounds(db: Db, settings: LobbySettings, now: Date): Promise<number[]> {
  const drops = await lobbyDropsStartingBetween(
    db,
    new Date(now.getTime() - settings.closesAfterMs),
    now,
  );
  for (const drop of drops) {
    const recentSince = new Date(now.getTime() - RECENT_MS);
    await admissionRound(db, {
      dropId: drop.id,
      dropTime: drop.dropTime,
      now,
      rate: await rateOfOpening(db, settings, drop),
      freePieces: await freePiecesInDrop(db, drop.id),
      presentSince: new Date(now.getTime() - settings.graceMs),
      shoppersPerPiece: settings.shoppersPerPiece,
      recentSince,
      // Those who have ordered are done shopping: they no longer count against the free pieces.
      boughtRecently: await buyersSince(db, await productIdsInDrop(db, drop.id), recentSince),
    });
  }
  return drops.map((drop) => drop.id);
}
