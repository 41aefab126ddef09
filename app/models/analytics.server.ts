import { eq, lt, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { analyticsEvents, analyticsRollupDays, analyticsSalts } from "~/db/schema";

/** One stored event: what the browser sent plus what the server derived, never the address. */
export type AnalyticsEventRow = {
  name: string;
  category: string | null;
  label: string | null;
  path: string;
  referrer: string | null;
  visitorHash: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string | null;
  country: string | null;
  createdAt: Date;
};

export async function recordAnalyticsEvent(event: AnalyticsEventRow, executor: Executor = db()) {
  await executor.insert(analyticsEvents).values(event);
}

/** The salt of a UTC day's visitor hashes, created at its first use (concurrent callers agree). */
export async function daySalt(day: string, fresh: string, executor: Executor = db()) {
  await executor.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await executor
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  return row?.salt ?? fresh;
}

/** Forgets the salts of days before `day`: their hashes can no longer be reproduced. */
export async function pruneSaltsBefore(day: string, executor: Executor = db()) {
  await executor.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
}

/** Deletes raw events older than `before`; the rollups keep their counts. */
export async function pruneEventsBefore(before: Date, executor: Executor = db()) {
  const deleted = await executor
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, before))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The last UTC day whose events are in the rollups (null when none is). */
export async function lastRolledDay(executor: Executor = db()): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await executor.execute(sql`select max(day)::text as day from ${analyticsRollupDays}`),
  );
  return row?.day ?? null;
}

/** The first UTC day that has a raw event (null when there is none). */
export async function firstEventDay(executor: Executor = db()): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await executor.execute(
      sql`select (min(created_at) at time zone 'UTC')::date::text as day from ${analyticsEvents}`,
    ),
  );
  return row?.day ?? null;
}

const utcDay = sql`(created_at at time zone 'UTC')::date`;

/** Where a visit came from: its UTM source, else the referring host, else direct. */
const sourceOf = (utmSource: SQL, referrer: SQL) =>
  sql`coalesce(nullif(${utmSource}, ''), nullif(${referrer}, ''), '(direct)')`;
const eventSource = sourceOf(sql`utm_source`, sql`referrer`);

const totalDimensions = [
  "total",
  "page",
  "source",
  "campaign",
  "device",
  "country",
  "cta",
  "form",
] as const;
type TotalDimension = (typeof totalDimensions)[number];

/**
 * One dimension's daily figures counted from raw events: (day, key, name, events, visitors).
 * A visit dimension (source, campaign, device, country, total) counts page views as its events
 * and every visitor seen; pages count each event name; buttons and forms their labels.
 */
function rawTotals(dimension: TotalDimension, within: SQL) {
  const perVisit = (key: SQL, where: SQL = sql`true`) => sql`
    select ${utcDay} as day, ${key} as key, 'page_view' as name,
      (count(*) filter (where name = 'page_view'))::int as events,
      count(distinct visitor_hash)::int as visitors
    from analytics_events where ${within} and ${where} group by 1, 2`;
  const labelled = (names: SQL) => sql`
    select ${utcDay} as day, coalesce(label, '') as key, name, count(*)::int as events,
      count(distinct visitor_hash)::int as visitors
    from analytics_events where ${within} and name in ${names} group by 1, 2, 3`;
  switch (dimension) {
    case "total":
      return perVisit(sql`''`);
    case "source":
      return perVisit(eventSource);
    case "campaign":
      return perVisit(sql`utm_campaign`, sql`coalesce(utm_campaign, '') <> ''`);
    case "device":
      return perVisit(sql`device`, sql`coalesce(device, '') <> ''`);
    case "country":
      return perVisit(sql`coalesce(country, '(unknown)')`);
    case "page":
      return sql`
        select ${utcDay} as day, path as key, name, count(*)::int as events,
          count(distinct visitor_hash)::int as visitors
        from analytics_events where ${within} group by 1, 2, 3`;
    case "cta":
      return labelled(sql`('cta_click')`);
    case "form":
      return labelled(sql`('form_start', 'form_submit')`);
  }
}

/** A dimension's daily figures over a range: rolled-up days from the rollups, later days raw. */
function totalsRows(dimension: TotalDimension, range: DayRange, rolledThrough: string | null) {
  return rolledUpThenRaw(range, rolledThrough, {
    rolled: (days) =>
      sql`select day, key, name, events, visitors from analytics_daily_totals
        where dimension = ${dimension} and ${days}`,
    raw: (within) => rawTotals(dimension, within),
    empty: sql`select null::date as day, ''::text as key, ''::text as name, 0 as events, 0 as visitors where false`,
  });
}

/**
 * A range's rows: those of the days the rollup job has done from the rollups (`rolled` gets
 * the condition on their `day`), those of later days counted from the raw events (`raw` gets
 * the condition on `created_at`), or `empty` (no row, the same columns) when there are none.
 */
function rolledUpThenRaw(
  range: DayRange,
  rolledThrough: string | null,
  parts: { rolled: (days: SQL) => SQL; raw: (within: SQL) => SQL; empty: SQL },
) {
  const rolledEnd = rolledThrough && rolledThrough < range.to ? rolledThrough : range.to;
  const rolled = rolledThrough
    ? parts.rolled(sql`day >= ${range.from}::date and day <= ${rolledEnd}::date`)
    : null;
  const rawFrom =
    rolledThrough && rolledThrough >= range.from ? nextDay(rolledThrough) : range.from;
  const raw =
    rawFrom <= range.to
      ? parts.raw(
          sql`created_at >= ${dayStart(rawFrom)} and created_at < ${dayStart(range.to)} + interval '1 day'`,
        )
      : null;
  if (rolled && raw) return sql`(${rolled}) union all (${raw})`;
  return rolled ?? raw ?? parts.empty;
}
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;

/**
 * Replaces the rollups of one UTC day with counts of its raw events, in one transaction, and
 * marks the day rolled up; running it again gives the same rows. Instances sharing the
 * database take turns (an advisory lock), so two never insert the same day's rows.
 */
export async function rollUpDay(day: string, executor: Executor = db()) {
  const within = sql`created_at >= ${dayStart(day)} and created_at < ${dayStart(day)} + interval '1 day'`;
  await executor.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_rollup'))`);
    await tx.execute(sql`delete from analytics_daily_events where day = ${day}::date`);
    await tx.execute(sql`delete from analytics_daily_visitors where day = ${day}::date`);
    await tx.execute(sql`delete from analytics_daily_totals where day = ${day}::date`);
    for (const dimension of totalDimensions) {
      await tx.execute(sql`
        insert into analytics_daily_totals (day, dimension, key, name, events, visitors)
        select ${day}::date, ${dimension}, key, name, events, visitors
        from (${rawTotals(dimension, sql`${within}`)}) as t`);
    }
    await tx.execute(sql`
      insert into analytics_daily_events
        (day, name, path, label, referrer, utm_source, utm_medium, utm_campaign, device, country, events, visitors)
      select ${day}::date, name, path, coalesce(label, ''), coalesce(referrer, ''), coalesce(utm_source, ''),
        coalesce(utm_medium, ''), coalesce(utm_campaign, ''), coalesce(device, ''), coalesce(country, ''),
        count(*), count(distinct visitor_hash)
      from analytics_events where ${within}
      group by 2, 3, 4, 5, 6, 7, 8, 9, 10`);
    await tx.execute(sql`
      insert into analytics_daily_visitors
        (day, referrer, utm_source, utm_medium, utm_campaign, device, country, visitors, page_views)
      select ${day}::date, coalesce(referrer, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''),
        coalesce(utm_campaign, ''), coalesce(device, ''), coalesce(country, ''),
        count(distinct visitor_hash), count(*) filter (where name = 'page_view')
      from analytics_events where ${within}
      group by 2, 3, 4, 5, 6, 7`);
    await tx
      .insert(analyticsRollupDays)
      .values({ day })
      .onConflictDoUpdate({ target: analyticsRollupDays.day, set: { rolledAt: new Date() } });
  });
}

// ---------------------------------------------------------------------------------------------
// Reports

/** A UTC day range, both ends included. */
export type DayRange = { from: string; to: string };

export const reportFilterKeys = ["page", "source", "campaign", "device", "country"] as const;
export type ReportFilterKey = (typeof reportFilterKeys)[number];
export type ReportFilters = Partial<Record<ReportFilterKey, string>>;

const visitColumns = sql`referrer, utm_source, utm_medium, utm_campaign, device, country`;
const rawVisitColumns = sql`coalesce(referrer, '') as referrer, coalesce(utm_source, '') as utm_source,
  coalesce(utm_medium, '') as utm_medium, coalesce(utm_campaign, '') as utm_campaign,
  coalesce(device, '') as device, coalesce(country, '') as country`;

/**
 * The rolled-up days of the range from the rollups and the later ones (today, or days the job
 * has not reached) counted from the raw events, in the rollups' shape.
 */
function eventRows(range: DayRange, rolledThrough: string | null) {
  return rolledUpThenRaw(range, rolledThrough, {
    rolled: (days) =>
      sql`select day, name, path, label, ${visitColumns}, events, visitors from analytics_daily_events
        where ${days}`,
    raw: (within) =>
      sql`select ${utcDay} as day, name, path, coalesce(label, '') as label, ${rawVisitColumns},
          count(*)::int as events, count(distinct visitor_hash)::int as visitors
        from analytics_events
        where ${within}
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    empty: sql`select null::date as day, ''::text as name, ''::text as path,
    ''::text as label, ''::text as referrer, ''::text as utm_source, ''::text as utm_medium,
    ''::text as utm_campaign, ''::text as device, ''::text as country, 0 as events, 0 as visitors where false`,
  });
}

function visitorRows(range: DayRange, rolledThrough: string | null) {
  return rolledUpThenRaw(range, rolledThrough, {
    rolled: (days) =>
      sql`select day, ${visitColumns}, visitors, page_views from analytics_daily_visitors
        where ${days}`,
    raw: (within) =>
      sql`select ${utcDay} as day, ${rawVisitColumns}, count(distinct visitor_hash)::int as visitors,
          (count(*) filter (where name = 'page_view'))::int as page_views
        from analytics_events
        where ${within}
        group by 1, 2, 3, 4, 5, 6, 7`,
    empty: sql`select null::date as day, ''::text as referrer, ''::text as utm_source,
    ''::text as utm_medium, ''::text as utm_campaign, ''::text as device, ''::text as country,
    0 as visitors, 0 as page_views where false`,
  });
}

export function nextDay(day: string) {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function visitConditions(filters: ReportFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.source) conditions.push(sql`${eventSource} = ${filters.source}`);
  if (filters.campaign) conditions.push(sql`utm_campaign = ${filters.campaign}`);
  if (filters.device) conditions.push(sql`device = ${filters.device}`);
  if (filters.country) conditions.push(sql`country = ${filters.country}`);
  return conditions;
}

const whereAll = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

export type DailyPoint = { day: string; visitors: number; pageViews: number };

/** Visitors and page views per day; with a page filter, the visitors and views of that page. */
export async function dailyTraffic(
  range: DayRange,
  filters: ReportFilters,
  rolledThrough: string | null,
  executor: Executor = db(),
): Promise<DailyPoint[]> {
  const unfiltered = Object.values(filters).every((value) => !value);
  if (unfiltered) {
    return rowsOf<DailyPoint>(
      await executor.execute(sql`
        select day::text as day, sum(visitors)::int as visitors, sum(events)::int as "pageViews"
        from (${totalsRows("total", range, rolledThrough)}) as t group by day order by day`),
    );
  }
  const query = filters.page
    ? sql`select day::text as day, sum(visitors)::int as visitors, sum(events)::int as "pageViews"
        from (${eventRows(range, rolledThrough)}) as e
        ${whereAll([sql`name = 'page_view'`, sql`path = ${filters.page}`, ...visitConditions(filters)])}
        group by day order by day`
    : sql`select day::text as day, sum(visitors)::int as visitors, sum(page_views)::int as "pageViews"
        from (${visitorRows(range, rolledThrough)}) as v ${whereAll(visitConditions(filters))}
        group by day order by day`;
  return rowsOf<DailyPoint>(await executor.execute(query));
}

export type BreakdownRow = { key: string; visitors: number; events: number };

export type Breakdown =
  | "pages"
  | "articles"
  | "aircraft"
  | "sources"
  | "campaigns"
  | "devices"
  | "countries"
  | "cta"
  | "forms";

const breakdownKey: Record<Breakdown, SQL> = {
  pages: sql`path`,
  articles: sql`path`,
  aircraft: sql`path`,
  sources: eventSource,
  campaigns: sql`utm_campaign`,
  devices: sql`nullif(device, '')`,
  countries: sql`coalesce(nullif(country, ''), '(unknown)')`,
  cta: sql`label`,
  forms: sql`label`,
};

const breakdownScope: Record<Breakdown, SQL> = {
  pages: sql`name = 'page_view'`,
  articles: sql`name = 'page_view' and path like '/journal/%'`,
  aircraft: sql`name = 'page_view' and path like '/aircraft/%'`,
  sources: sql`name = 'page_view'`,
  campaigns: sql`name = 'page_view' and utm_campaign <> ''`,
  devices: sql`name = 'page_view' and device <> ''`,
  countries: sql`name = 'page_view'`,
  cta: sql`name = 'cta_click'`,
  forms: sql`name in ('form_start', 'form_submit')`,
};

/** The single-dimension rollup and the rows of it that make each unfiltered report. */
const totalsOf: Record<Breakdown, [TotalDimension, SQL]> = {
  pages: ["page", sql`name = 'page_view'`],
  articles: ["page", sql`name = 'page_view' and key like '/journal/%'`],
  aircraft: ["page", sql`name = 'page_view' and key like '/aircraft/%'`],
  sources: ["source", sql`true`],
  campaigns: ["campaign", sql`true`],
  devices: ["device", sql`true`],
  countries: ["country", sql`true`],
  cta: ["cta", sql`true`],
  forms: ["form", sql`true`],
};

/**
 * One report table: events and visitors per key, most visited first. Keys that describe the
 * visit (source, campaign, device, country) count each visitor once when no page is chosen.
 */
export async function breakdown(
  report: Breakdown,
  range: DayRange,
  filters: ReportFilters,
  rolledThrough: string | null,
  limit: number,
  executor: Executor = db(),
): Promise<BreakdownRow[]> {
  if (Object.values(filters).every((value) => !value)) {
    const [dimension, scope] = totalsOf[report];
    const order =
      report === "cta" || report === "forms" ? sql`3 desc, 2 desc` : sql`2 desc, 3 desc`;
    return rowsOf<BreakdownRow>(
      await executor.execute(sql`
        select key, sum(visitors)::int as visitors, sum(events)::int as events
        from (${totalsRows(dimension, range, rolledThrough)}) as t where ${scope}
        group by 1 order by ${order}, 1 limit ${limit}`),
    );
  }
  const conditions = [breakdownScope[report], ...visitConditions(filters)];
  if (filters.page) conditions.push(sql`path = ${filters.page}`);
  const perVisit = ["sources", "campaigns", "devices", "countries"].includes(report);
  const query =
    perVisit && !filters.page
      ? sql`select ${breakdownKey[report]} as key, sum(visitors)::int as visitors, sum(page_views)::int as events
          from (${visitorRows(range, rolledThrough)}) as v
          ${whereAll([...(report === "campaigns" ? [sql`utm_campaign <> ''`] : []), ...(report === "devices" ? [sql`device <> ''`] : []), ...visitConditions(filters)])}
          group by 1 order by 2 desc, 3 desc, 1 limit ${limit}`
      : sql`select ${breakdownKey[report]} as key, sum(visitors)::int as visitors, sum(events)::int as events
          from (${eventRows(range, rolledThrough)}) as e ${whereAll(conditions)}
          group by 1 order by ${report === "cta" || report === "forms" ? sql`3 desc, 2 desc` : sql`2 desc, 3 desc`}, 1
          limit ${limit}`;
  return rowsOf<BreakdownRow>(await executor.execute(query));
}

/** Starts and submissions of each enquiry form. */
export async function formFunnel(
  range: DayRange,
  filters: ReportFilters,
  rolledThrough: string | null,
  executor: Executor = db(),
) {
  const conditions = [sql`name in ('form_start', 'form_submit')`, ...visitConditions(filters)];
  if (filters.page) conditions.push(sql`path = ${filters.page}`);
  const rows = Object.values(filters).every((value) => !value)
    ? sql`select key as label, name, events from (${totalsRows("form", range, rolledThrough)}) as t`
    : sql`select label, name, events from (${eventRows(range, rolledThrough)}) as e ${whereAll(conditions)}`;
  return rowsOf<{ key: string; starts: number; submissions: number }>(
    await executor.execute(sql`
      select label as key, (sum(events) filter (where name = 'form_start'))::int as starts,
        (sum(events) filter (where name = 'form_submit'))::int as submissions
      from (${rows}) as f
      group by 1 order by 3 desc nulls last, 2 desc nulls last, 1 limit 20`),
  );
}

// ---------------------------------------------------------------------------------------------
// Lead attribution

const leadSource = sourceOf(sql`attribution->>'utmSource'`, sql`attribution->>'referrerHost'`);

/** Every non-spam enquiry of the range with its attribution, in one shape. */
function enquiryRows(range: DayRange) {
  const within = (table: string) =>
    sql.raw(
      `select '${table}' as kind, attribution, created_at from ${table} where is_spam = false`,
    );
  const inRange = sql`created_at >= ${dayStart(range.from)} and created_at < ${dayStart(range.to)} + interval '1 day'`;
  return sql`${sql.join(
    [
      "contact_submissions",
      "charter_submissions",
      "consultations",
      "ebook_leads",
      "newsletter_subscribers",
    ].map((table) => sql`(${within(table)} and ${inRange})`),
    sql` union all `,
  )}`;
}

function enquiryConditions(filters: ReportFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.page) conditions.push(sql`attribution->>'sendingPage' = ${filters.page}`);
  if (filters.source) conditions.push(sql`${leadSource} = ${filters.source}`);
  if (filters.campaign) conditions.push(sql`attribution->>'utmCampaign' = ${filters.campaign}`);
  if (filters.device) conditions.push(sql`attribution->>'device' = ${filters.device}`);
  if (filters.country) conditions.push(sql`attribution->>'country' = ${filters.country}`);
  return conditions;
}

export type EnquiryCount = { key: string; enquiries: number };

/** Enquiries per source, campaign or sending page (and their total under the key ''). */
export async function enquiriesBy(
  dimension: "source" | "campaign" | "page" | "total",
  range: DayRange,
  filters: ReportFilters,
  executor: Executor = db(),
): Promise<EnquiryCount[]> {
  const key =
    dimension === "source"
      ? leadSource
      : dimension === "campaign"
        ? sql`coalesce(attribution->>'utmCampaign', '')`
        : dimension === "page"
          ? sql`coalesce(attribution->>'sendingPage', '(unknown)')`
          : sql`''`;
  return rowsOf<EnquiryCount>(
    await executor.execute(sql`
      select ${key} as key, count(*)::int as enquiries from (${enquiryRows(range)}) as l
      ${whereAll(enquiryConditions(filters))}
      group by 1 order by 2 desc, 1 limit 50`),
  );
}

/** Page views (or visitors) and enquiries sent from each of `paths` since `since`. */
export async function pageFigures(paths: string[], since: Date, executor: Executor = db()) {
  if (paths.length === 0) return new Map<string, { views: number; enquiries: number }>();
  const from = since.toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const range = { from, to };
  const rolledThrough = await lastRolledDay(executor);
  const pathList = sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  );
  const [views, enquiries] = await Promise.all([
    executor.execute(sql`
      select key, sum(events)::int as n from (${totalsRows("page", range, rolledThrough)}) as t
      where name = 'page_view' and key in (${pathList}) group by 1`),
    executor.execute(sql`
      select attribution->>'sendingPage' as key, count(*)::int as n from (${enquiryRows(range)}) as l
      where attribution->>'sendingPage' in (${pathList}) group by 1`),
  ]);
  const figures = new Map(paths.map((path) => [path, { views: 0, enquiries: 0 }]));
  for (const row of rowsOf<{ key: string; n: number }>(views)) {
    const entry = figures.get(row.key);
    if (entry) entry.views = row.n;
  }
  for (const row of rowsOf<{ key: string; n: number }>(enquiries)) {
    const entry = figures.get(row.key);
    if (entry) entry.enquiries = row.n;
  }
  return figures;
}
