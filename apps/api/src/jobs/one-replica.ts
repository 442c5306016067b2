// A job round that runs on one replica at a time: it holds a PostgreSQL session advisory lock
// for as long as it works, and a replica that finds the lock taken skips its round. The job's
// own row claims still keep two senders off one row if a lock is ever lost with its connection.
// Advisory lock numbers in use: migrations 724011, demo seed 724012, shipment tracking 724014,
// refunds 724015, e-mails 724016, reminders and price alerts 724017, KSeF 724019, drop alarms' sender 724020; a drop's reminders against its
// round 724018 with the drop's id as second key (modules/reminders/repository.ts).
import type { Database } from '../db/client.ts';

/** Runs `work` unless another replica holds `lockId` (answers null then). */
export function onOneReplica<T>(
  database: Database,
  lockId: number,
  work: () => Promise<T>,
): Promise<T | null> {
  return database.session(async (run) => {
    const [lock] = await run(`SELECT pg_try_advisory_lock(${lockId}) AS locked`);
    if (lock?.locked !== true) return null;
    try {
      return await work();
    } finally {
      await run(`SELECT pg_advisory_unlock(${lockId})`);
    }
  });
}
