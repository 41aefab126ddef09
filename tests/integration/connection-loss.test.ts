import net from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { postgresUrl, testEngine, withAdminClient } from "../setup/database";
import { expectLoggedError } from "../support/logged-errors";

/**
 * A TCP proxy in front of PostgreSQL that cuts a connection the moment it carries a BEGIN, as
 * a failover cuts connections whatever they are doing.
 */
async function proxyCuttingBegins(target: URL) {
  let cuts = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on("data", (chunk) => {
      if (/\bbegin\b/i.test(chunk.toString("latin1"))) {
        cuts++;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cuts: () => cuts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A cut connection is PostgreSQL's failure: the embedded database has no connections to lose.
describe.runIf(testEngine === "postgres")("a PostgreSQL pool whose connections are cut", () => {
  it("gets back the connection of every transaction that could not begin", async () => {
    expectLoggedError(/PostgreSQL connection lost/);
    const name = `cut_${process.pid}_${Date.now().toString(36)}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    const proxy = await proxyCuttingBegins(new URL(postgresUrl(name)));
    // One connection: a single one kept by a failed transaction leaves later queries none.
    const handle = await openDatabase({ kind: "postgres", url: proxy.url, poolSize: 1 });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await expect(handle.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      }
      expect(proxy.cuts()).toBe(3);
      // The pool has its connection back: a query runs at once instead of timing out.
      await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await handle.close();
      await proxy.close();
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
  });
});
