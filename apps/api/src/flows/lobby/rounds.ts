// The admission rounds of the lobbies running now (decision 031): for each drop whose lobby
// runs and whose start has come, positions for the new arrivals and the admissions the rate
// allows (chosen at the first round from the measured capacity: capacity.ts), while pieces are
// free to buy. Run by the lobby job every LOBBY_ROUND_MS.
import type { Db } from '../../db/client.ts';
import { lobbyDropsStartingBetween } from '../../modules/drops/index.ts';
import { admissionRound, admissionTimesOf, type LobbySettings } from '../../modules/lobby/index.ts';
import { buyersSince } from '../../modules/orders/index.ts';
import { freePiecesInDrop, productIdsInDrop } from '../../modules/products/index.ts';
import { rateOfOpening } from './capacity.ts';
import { SHOPPING_MS, shoppingMs } from './shopping-time.ts';

/** Runs a round of each lobby running now; answers the drops whose openings have begun. */
export async function lobbyRounds(db: Db, settings: LobbySettings, now: Date): Promise<number[]> {
  const drops = await lobbyDropsStartingBetween(
    db,
    new Date(now.getTime() - settings.closesAfterMs),
    now,
  );
  for (const drop of drops) {
    // Those who have ordered are done shopping: they no longer count against the free pieces,
    // and how long they took says how long the others count (shopping-time.ts).
    const buyers = await buyersSince(
      db,
      await productIdsInDrop(db, drop.id),
      new Date(now.getTime() - SHOPPING_MS.most),
    );
    const buyerIds = buyers.map((buyer) => buyer.userId);
    const admittedAt = await admissionTimesOf(db, drop.id, buyerIds);
    const buyingTimes = buyers.flatMap(({ userId, orderedAt }) => {
      const admitted = admittedAt.get(userId);
      return admitted && orderedAt >= admitted ? [orderedAt.getTime() - admitted.getTime()] : [];
    });
    await admissionRound(db, {
      dropId: drop.id,
      dropTime: drop.dropTime,
      now,
      rate: await rateOfOpening(db, settings, drop),
      freePieces: await freePiecesInDrop(db, drop.id),
      presentSince: new Date(now.getTime() - settings.graceMs),
      shoppersPerPiece: settings.shoppersPerPiece,
      recentSince: new Date(now.getTime() - shoppingMs(buyingTimes)),
      buyers: buyerIds,
    });
  }
  return drops.map((drop) => drop.id);
}
