import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabaseHandle } from "./client.server";
import { runUnlessRunningElsewhere } from "./exclusive.server";

describe("runUnlessRunningElsewhere", () => {
  it("runs the task in a transaction and answers that it ran", async () => {
    await getDatabaseHandle().db.execute(sql`create table housekeeping_runs (n int)`);
    const ran = await runUnlessRunningElsewhere("count-a-run", async (tx) => {
      await tx.execute(sql`insert into housekeeping_runs values (1)`);
    });
    expect(ran).toBe(true);
    const rows = await getDatabaseHandle().db.execute(
      sql`select count(*)::int as n from housekeeping_runs`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "skips the task while another connection runs it, and runs it again once that one ends",
    async () => {
      let finishFirst: () => void = () => {};
      let firstStarted: () => void = () => {};
      const started = new Promise<void>((resolve) => {
        firstStarted = resolve;
      });
      const first = runUnlessRunningElsewhere("prune-something", async () => {
        firstStarted();
        await new Promise<void>((resolve) => {
          finishFirst = resolve;
        });
      });
      await started;
      const work: string[] = [];
      expect(
        await runUnlessRunningElsewhere("prune-something", async () => {
          work.push("second");
        }),
      ).toBe(false);
      // Another task is not held up by this one.
      expect(
        await runUnlessRunningElsewhere("prune-other", async () => {
          work.push("other");
        }),
      ).toBe(true);
      finishFirst();
      expect(await first).toBe(true);
      expect(
        await runUnlessRunningElsewhere("prune-something", async () => {
          work.push("third");
        }),
      ).toBe(true);
      expect(work).toEqual(["other", "third"]);
    },
  );
});
