import fs from "node:fs";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import {
  ensureBuild,
  preparedDataDir,
  projectRoot,
  runToExit,
  type ServerProcess,
  startServer,
} from "./server";

// `npm run admin:create` as an operator runs it, against the embedded database of a server.
describe("admin:create", () => {
  const dataDir = preparedDataDir("admin-create-");
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", ADMIN_EMAILS: "" };
  let server: ServerProcess | undefined;

  const adminCreate = (...args: string[]) =>
    runToExit(
      path.join(projectRoot, "node_modules/.bin/tsx"),
      ["scripts/admin-create.ts", ...args],
      env,
    );

  async function storedAccount(email: string) {
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      const [account] = user
        ? await handle.db.select().from(accounts).where(eq(accounts.userId, user.id))
        : [];
      return { user, account };
    } finally {
      await handle.close();
    }
  }

  beforeAll(() => ensureBuild(), 180_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the server says how to create the first admin, and holds the database while it runs", {
    timeout: 180_000,
  }, async () => {
    server = await startServer(env);
    expect(server.output()).toContain(
      "No admin account yet. Create one with: npm run admin:create -- --email you@example.com",
    );
    const locked = await adminCreate("--email", "owner@example.com");
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain(
      "is already in use by another process (is the server running?)",
    );
    await server.stop();
    server = undefined;
  });

  it("explains its usage and refuses a weak password before touching the database", {
    timeout: 60_000,
  }, async () => {
    const missing = await adminCreate("--password", "Hangar-Door-77");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--email is required.");
    expect(missing.stderr).toContain(
      "Usage: npm run admin:create -- --email EMAIL [--password PASSWORD]",
    );
    const weak = await adminCreate("--email", "owner@example.com", "--password", "owner-2026");
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("Password too weak: Do not use your email address");
  });

  it("creates a verified admin with a generated password and prints both", {
    timeout: 120_000,
  }, async () => {
    const result = await adminCreate("--email", "Owner@Example.com");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Admin account created.");
    expect(result.stdout).toContain("Email:    owner@example.com");
    const password = result.stdout.match(/Password: (\S+)/)?.[1];
    expect(password).toBeDefined();
    const { user, account } = await storedAccount("owner@example.com");
    expect(user).toMatchObject({ role: "admin", emailVerified: true });
    expect(account?.providerId).toBe("credential");
    expect(await verifyPassword({ hash: account?.password ?? "", password: password ?? "" })).toBe(
      true,
    );
  });
});
