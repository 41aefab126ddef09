import { sql } from "drizzle-orm";
import { db, type Transaction } from "./client.server";

/**
 * Runs a housekeeping task in one transaction, unless another process or instance sharing the
 * database is running the same task at that moment (a transaction-level advisory lock, freed at
 * commit or when the connection drops): instances never repeat each other's work side by side.
 * Answers whether this call ran the task.
 */
export async function runUnlessRunningElsewhere(
  task: string,
  work: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db().transaction(async (tx) => {
    // Both drivers answer `execute` with the rows under `rows`.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${task})) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!result.rows[0]?.locked) return false;
    await work(tx);
    return true;
  });
}
