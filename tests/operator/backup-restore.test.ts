import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type Storage, sha256Of } from "~/utils/storage.server";
import { createS3Storage } from "~/utils/storage-s3.server";
import { type LocalS3Server, startS3Server } from "../support/s3-server";
import { preparedDataDir, projectRoot, runToExit } from "./server";

// The restore drill an operator runs: seed a database and uploads, `npm run db:backup`, wipe
// everything, `npm run db:restore` into the empty database, and compare every row of every
// table and every upload with what was there before.

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every row of every table, as PostgreSQL prints it, in a stable order. */
async function everyRow(query: Query): Promise<Record<string, string[]>> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const rows: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const table = `"${String(schema)}"."${String(name)}"`;
    const found = await query(`select t::text as row from ${table} t order by 1`);
    rows[table] = found.map((row) => String(row.row));
  }
  return rows;
}

async function everyUpload(store: Storage): Promise<Record<string, string>> {
  const uploads: Record<string, string> = {};
  for (const object of await store.list()) {
    const read = await store.get(object.key);
    uploads[`${object.key} ${object.contentType}`] = await sha256Of(
      read?.body ?? fs.createReadStream("/dev/null"),
    );
  }
  return uploads;
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7, 6, 5]);
const PDF = new TextEncoder().encode("%PDF-1.7\nG650 specification\n%%EOF\n");

async function addUploads(store: Storage) {
  await store.put("article-images/1700000000000-abc123.png", PNG, {
    contentType: "image/png",
    overwrite: false,
  });
  await store.put("aircraft-specifications/g650-specification.pdf", PDF, {
    contentType: "application/pdf",
    overwrite: false,
  });
  await store.put("aircraft-photos/g650/cabin-1.png", PNG, {
    contentType: "image/png",
    overwrite: false,
  });
}

function cli(script: string, args: string[], env: Record<string, string>) {
  return runToExit(path.join(projectRoot, "node_modules/.bin/tsx"), [script, ...args], env);
}

/** Seeds the database (migrations, starter content) and an admin account, as an operator would. */
async function seed(env: Record<string, string>) {
  const seeded = await cli("scripts/db-seed.ts", [], env);
  expect(seeded.stderr).toBe("");
  expect(seeded.code).toBe(0);
  const admin = await cli(
    "scripts/admin-create.ts",
    ["--email", "owner@example.com", "--password", "Hangar-Door-Quiet-77"],
    env,
  );
  expect(admin.code).toBe(0);
}

async function backupAndRestore(
  env: Record<string, string>,
  wipe: () => Promise<void>,
  snapshot: () => Promise<{ rows: Record<string, string[]>; uploads: Record<string, string> }>,
) {
  const before = await snapshot();
  const totalRows = Object.values(before.rows).reduce((sum, rows) => sum + rows.length, 0);
  expect(totalRows).toBeGreaterThan(20);
  expect(Object.keys(before.uploads).length).toBe(3);

  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "backup-drill-")), "backup");
  const backup = await cli("scripts/db-backup.ts", [backupDir], env);
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${backupDir}`);
  expect(backup.stdout).toContain("3 uploads");

  await wipe();
  const restored = await cli("scripts/db-restore.ts", [backupDir], env);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(restored.stdout).toContain("3 uploads, all verified");

  const after = await snapshot();
  expect(after.rows).toEqual(before.rows);
  expect(after.uploads).toEqual(before.uploads);

  // A second restore would mix two databases: it is refused and changes nothing.
  const again = await cli("scripts/db-restore.ts", [backupDir], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain("is not empty: restore only into an empty database");
  expect((await snapshot()).rows).toEqual(before.rows);
  fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
}

describe("backup and restore on the embedded database with uploads on the local disk", {
  timeout: 600_000,
}, () => {
  const dataDir = preparedDataDir("backup-pglite-");
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", STORAGE_URL: "", LOG_LEVEL: "warn" };
  const uploads = () => createLocalStorage(path.join(dataDir, "uploads"));

  async function snapshot() {
    const client = await PGlite.create(path.join(dataDir, "pgdata"));
    try {
      const rows = await everyRow(
        async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      );
      return { rows, uploads: await everyUpload(uploads()) };
    } finally {
      await client.close();
    }
  }

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("reproduces every row and every upload after the data directory is wiped", async () => {
    await seed(env);
    await addUploads(uploads());
    const secret = path.join(dataDir, "secrets", "signing-secret");
    const secretBefore = fs.existsSync(secret) ? fs.readFileSync(secret, "utf8") : null;
    await backupAndRestore(
      env,
      async () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.mkdirSync(dataDir, { mode: 0o700 });
      },
      snapshot,
    );
    if (secretBefore !== null) expect(fs.readFileSync(secret, "utf8")).toBe(secretBefore);
    // The restored database files are the operator's alone, like those the server writes.
    expect(fs.statSync(path.join(dataDir, "pgdata", "PG_VERSION")).mode & 0o777).toBe(0o600);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(adminUrl))(
  "backup and restore on PostgreSQL with uploads in an S3 bucket",
  {
    timeout: 600_000,
  },
  () => {
    const owner = new URL(adminUrl ?? "postgres://localhost/postgres").pathname.slice(1);
    const database = `${owner || "postgres"}_backup_${process.pid}_${Date.now().toString(36)}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-postgres-"));
    const databaseUrl = () => {
      const url = new URL(adminUrl ?? "");
      url.pathname = `/${database}`;
      return url.toString();
    };
    let s3: LocalS3Server;
    let env: Record<string, string>;

    async function admin(sql: string) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    async function snapshot() {
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        const rows = await everyRow(async (sql) => (await client.query(sql)).rows);
        return { rows, uploads: await everyUpload(createS3Storage(s3.settings)) };
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      await admin(`create database "${database}"`);
      s3 = await startS3Server({ prefix: "media" });
      env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(), LOG_LEVEL: "warn", ...s3.env };
    });

    afterAll(async () => {
      await admin(`drop database if exists "${database}" with (force)`);
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("reproduces every row and every object after the database and bucket are wiped", async () => {
      await seed(env);
      const bucket = createS3Storage(s3.settings);
      await addUploads(bucket);
      await backupAndRestore(
        env,
        async () => {
          await admin(`drop database "${database}" with (force)`);
          await admin(`create database "${database}"`);
          for (const object of await bucket.list()) await bucket.delete(object.key);
          expect(await bucket.list()).toEqual([]);
        },
        snapshot,
      );
    });
  },
);
