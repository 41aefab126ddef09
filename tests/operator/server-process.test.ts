import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedArticles } from "~/db/seed/content/articles";
import {
  buildDir,
  contactSubmission,
  ensureBuild,
  freePort,
  projectRoot,
  rawRequest,
  runToExit,
  type ServerProcess,
  startServer,
} from "./server";

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

  it("answers 304 to a matching If-None-Match, from the page cache and from a full render", async () => {
    for (const page of ["/terms", "/terms?utm_source=test"]) {
      const first = await fetch(`${server!.url}${page}`);
      const etag = first.headers.get("etag") ?? "";
      const second = await fetch(`${server!.url}${page}`, { headers: { "If-None-Match": etag } });
      expect(second.status, page).toBe(304);
    }
  });

  it("writes the whole stylesheet into the document and allows exactly its inline scripts", async () => {
    for (const page of ["/", "/?utm_source=test"]) {
      const response = await fetch(`${server!.url}${page}`);
      expect(response.headers.get("x-cache"), page).toBe(page === "/" ? "hit" : "bypass");
      const html = await response.text();
      const styles = /<style id="document-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(styles.length, page).toBeGreaterThan(20_000);
      expect(styles, page).toContain(".flex{display:flex}");
      expect(html, page).not.toContain("/*document-styles*/");
      const scripts = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts.length, page).toBeGreaterThan(2);
      const policy = response.headers.get("content-security-policy") ?? "";
      for (const [, script] of scripts) {
        const hash = createHash("sha256")
          .update(script ?? "")
          .digest("base64");
        expect(policy, page).toContain(`'sha256-${hash}'`);
      }
    }
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

  it("stops cleanly on SIGTERM, answering a request sent meanwhile on an idle keep-alive connection, and keeps its data across a restart", async () => {
    // A reverse proxy keeps idle connections to the server in a pool, and may send a request
    // (an enquiry) on one just as the server is told to stop: it is answered, not dropped.
    const pool = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await rawRequest(`${server!.url}/healthz`, { agent: pool })).status).toBe(200);
    const exited = server!.stop("SIGTERM");
    await expect.poll(() => server!.output()).toContain("Shutting down");
    const enquiry = await rawRequest(`${server!.url}/api/contact-submissions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactSubmission("during-shutdown@example.com")),
      agent: pool,
    });
    expect(enquiry.reusedSocket).toBe(true);
    expect(enquiry.status).toBe(201);
    // That answer closes the connection, so the server can finish stopping.
    expect(enquiry.headers.connection).toBe("close");
    pool.destroy();
    expect(await exited).toBe(0);
    expect(server!.output()).toContain("Stopped");

    // Written while the server is down, straight into the embedded database.
    const client = await PGlite.create(path.join(dataDir, "pgdata"));
    const seeded = await client.query<{ n: number }>("select count(*)::int as n from articles");
    expect(seeded.rows[0]?.n).toBe(seedArticles.length);
    const stored = await client.query("select 1 from contact_submissions where email = $1", [
      "during-shutdown@example.com",
    ]);
    expect(stored.rows).toHaveLength(1);
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

describe("what the server loads at start", () => {
  beforeAll(() => ensureBuild(), 120_000);

  /** The packages the server bundle imports statically, following its own chunks' static imports. */
  function packagesLoadedAtStart(): Set<string> {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, "utf8");
      // Static imports only: `import … from "x"` and `import "x"`, not `import("x")`.
      for (const [, specifier = ""] of code.matchAll(
        /^import\s+(?:[^"'();]*?\s+from\s+)?"([^"]+)";?$/gm,
      )) {
        if (specifier.startsWith(".")) visit(path.resolve(path.dirname(file), specifier));
        else packages.add(specifier);
      }
    };
    visit(path.join(projectRoot, buildDir, "server/index.js"));
    return packages;
  }

  it("leaves the libraries only some requests or jobs need to their first use", () => {
    const loaded = packagesLoadedAtStart();
    // Sanity: the walk sees what every request needs.
    expect(loaded).toContain("react-dom/server");
    expect(loaded).toContain("@electric-sql/pglite");
    for (const library of [
      "@react-email/components",
      "@react-email/render",
      "pdfkit",
      "sharp",
      "openai",
      "@aws-sdk/client-s3",
      "recharts",
      // Bundled: only the icons and primitives the pages use.
      "lucide-react",
      "radix-ui",
    ]) {
      expect(loaded, library).not.toContain(library);
    }
  });
});
