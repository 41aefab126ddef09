// One engine's run of bench/analytics-report.mjs (see there): `tsx bench/analytics-report-engine.ts <pglite|postgres> <events>`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";

const [engine = "pglite", eventArg = "1000000"] = process.argv.slice(2);
const events = Number(eventArg);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
process.env.DATA_DIR = dataDir;
process.env.PUBLIC_URL ??= "http://localhost:3000";
process.env.AUTH_SECRET ??= "bench-analytics-secret-0123456789abcdef01";

const { openDatabase, setDatabase, db } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { analyticsReport, reportRange, rollUpFinishedDays } = await import(
  "~/services/analytics/analytics.server"
);

async function postgresUrl() {
  const server = new URL(
    process.env.BENCH_POSTGRES_URL ||
      process.env.TEST_DATABASE_URL ||
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const name = "analytics_bench";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  server.pathname = `/${name}`;
  return server.toString();
}

const handle =
  engine === "postgres"
    ? await openDatabase({ kind: "postgres", url: await postgresUrl() })
    : await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pgdata") });
setDatabase(handle);
await migrateDatabase(handle);

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
};

// A year of skewed traffic: a few pages, sources and campaigns bring most visits, as on a
// real site; about 9 events per visitor and day.
// In batches: PostgreSQL connections here cancel a statement after 15 s.
const BATCH = 50_000;
const seedBatch = (size: number) =>
  db().execute(sql`
    insert into analytics_events
      (name, label, path, referrer, visitor_hash, utm_source, utm_medium, utm_campaign, device, country, created_at)
    select
      case when r.k < 0.85 then 'page_view' when r.k < 0.95 then 'cta_click' when r.k < 0.98 then 'form_start' else 'form_submit' end,
      case when r.k >= 0.85 then (array['Request Consultation','Explore Collection','Charter Quote','Download Guide'])[1 + floor(r.p * 4)::int] end,
      (array['/','/aircraft','/journal','/charter','/contact','/fleet','/services','/about','/acquisition','/ebook-landing'] ||
        array(select '/journal/article-' || g from generate_series(1, 30) g) ||
        array(select '/aircraft/jet-' || g from generate_series(1, 20) g))[1 + floor(power(r.p, 2) * 60)::int],
      case when r.s < 0.5 then null else (array['google.com','bing.com','linkedin.com','duckduckgo.com','news.example.org','forum.example.net','facebook.com','x.com'])[1 + floor(power(r.s * 2 - 1, 2) * 8)::int] end,
      md5(r.day::text || floor(r.v * 300)::text),
      case when r.c < 0.1 then 'newsletter' when r.c < 0.15 then 'linkedin' end,
      case when r.c < 0.15 then 'email' end,
      case when r.c < 0.15 then (array['g500','global-6000','phenom','spring','autumn'])[1 + floor(r.c * 33.3)::int] end,
      (array['desktop','mobile','tablet'])[1 + floor(power(r.d, 2) * 3)::int],
      (array['GB','US','SG','AU','DE','FR','AE','HK'])[1 + floor(power(r.d, 3) * 8)::int],
      now() - (r.t * interval '365 days')
    from (
      select random() as k, random() as p, random() as s, random() as v, random() as c, random() as d,
        random() as t, (now() - random() * interval '365 days')::date as day
      from generate_series(1, ${size})
    ) as r`);
const seeded = await timed(async () => {
  for (let done = 0; done < events; done += BATCH) await seedBatch(Math.min(BATCH, events - done));
});
await db().execute(sql`
  insert into contact_submissions (full_name, email, company, location, inquiry_type, message, attribution, created_at)
  select 'Bench Lead ' || g, 'lead' || g || '@example.com', 'Co', 'Singapore', 'purchase', 'Bench',
    jsonb_build_object('landingPage', '/', 'referrerHost', null, 'utmSource', case when g % 5 = 0 then 'newsletter' end,
      'utmCampaign', case when g % 5 = 0 then 'g500' end, 'sendingPage', '/contact', 'device', 'desktop', 'country', 'GB'),
    now() - (random() * interval '365 days')
  from generate_series(1, 2000) g`);
const rolled = await timed(() => rollUpFinishedDays());
const [rollupRows] = (
  (await db().execute(
    sql`select (select count(*) from analytics_daily_events)::int as events, (select count(*) from analytics_daily_visitors)::int as visitors`,
  )) as unknown as { rows: { events: number; visitors: number }[] }
).rows;

console.log(
  `\n${engine}: ${events.toLocaleString("en")} events seeded in ${(seeded.ms / 1000).toFixed(1)} s; ` +
    `${rolled.result} days rolled up in ${(rolled.ms / 1000).toFixed(1)} s ` +
    `(${rollupRows?.events} page rows, ${rollupRows?.visitors} visitor rows)`,
);
const views: [string, Parameters<typeof reportRange>[0], Record<string, string>][] = [
  ["today", "today", {}],
  ["30 days", "30d", {}],
  ["12 months", "12m", {}],
  ["12 months, campaign g500", "12m", { campaign: "g500" }],
  ["12 months, one page", "12m", { page: "/journal/article-3" }],
];
await analyticsReport(reportRange("30d", {}), {});
for (const [label, period, filters] of views) {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    runs.push((await timed(() => analyticsReport(reportRange(period, {}), filters))).ms);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(28)} median ${runs[2]?.toFixed(0).padStart(5)} ms  (min ${runs[0]?.toFixed(0)}, max ${runs[4]?.toFixed(0)})`,
  );
}
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });
