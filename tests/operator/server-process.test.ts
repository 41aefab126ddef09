import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedArticles } from "~/db/seed/content/articles";
import { ensureBuild, freePort, runToExit, type ServerProcess, startServer } from "./server";

// The production server as an operator runs it: embedded database under DATA_DIR.
describe("production server on the embedded database", { timeout: 90_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
  let server: ServerProcess | undefined;

  beforeAll(() => ensureBuild(), 120_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the home page rendered on the server, and /healthz", async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("<main");
    expect(html).toContain("Contact Us");
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(home.headers.get("etag")).toBeTruthy();
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await fetch(`${server!.url}/terms`);
    const etag = first.headers.get("etag") ?? "";
    const second = await fetch(`${server!.url}/terms`, { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
  });

  it("answers an unknown path with the 404 view and logs the missing path", async () => {
    const response = await fetch(`${server!.url}/no-such-page/anywhere`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server!.output()).toContain("/no-such-page/anywhere");
  });

  it("refuses a second process on the same data directory, leaving the first one serving", async () => {
    const port = await freePort();
    const second = await runToExit(process.execPath, ["server.js"], {
      DATA_DIR: dataDir,
      PORT: String(port),
    });
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split("\n")).toHaveLength(1);
    expect(second.stderr).toContain("already in use by another process");

    const cli = await runToExit("npx", ["tsx", "scripts/db-migrate.ts"], { DATA_DIR: dataDir });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain("already in use by another process");

    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
  });

  it("stops cleanly on SIGTERM, and keeps its data across a restart", async () => {
    expect(await server!.stop("SIGTERM")).toBe(0);
    expect(server!.output()).toContain("Stopped");

    // Written while the server is down, straight into the embedded database.
    const client = await PGlite.create(path.join(dataDir, "pgdata"));
    const seeded = await client.query<{ n: number }>("select count(*)::int as n from articles");
    expect(seeded.rows[0]?.n).toBe(seedArticles.length);
    await client.query(
      `insert into articles (title, slug, category, category_name, status, published_at)
       values ('Kept across restarts', 'kept-across-restarts', 'aviation', 'Aviation', 'published', now())`,
    );
    await client.close();

    server = await startServer({ DATA_DIR: dataDir });
    const moved = await fetch(`${server.url}/kept-across-restarts`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/journal/kept-across-restarts");
  });

  it("stops with a one-line message naming a bad variable", async () => {
    const result = await runToExit(process.execPath, ["server.js"], {
      DATA_DIR: dataDir,
      PORT: "abc",
    });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("PORT");
  });
});
