import { count, desc, eq, ne } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { aircraft, articles } from "~/db/schema";
import { countLeadsSince } from "./lead.server";

/** How many recent articles the dashboard lists. */
export const DASHBOARD_RECENT_ARTICLES = 5;
export const DASHBOARD_LEAD_DAYS = 7;

/**
 * The admin dashboard's figures: the latest articles by creation, the published and
 * draft counts, the aircraft that have a specification document, and the new leads of the
 * last seven days by type, with those flagged by the bot checks counted apart.
 */
export async function getDashboardStats(now = new Date(), executor: Executor = db()) {
  const since = new Date(now.getTime() - DASHBOARD_LEAD_DAYS * 24 * 60 * 60 * 1000);
  const [latestArticles, [published], [drafts], [withSpecification], newLeads, flaggedLeads] =
    await Promise.all([
      executor
        .select({
          id: articles.id,
          title: articles.title,
          slug: articles.slug,
          status: articles.status,
          categoryName: articles.categoryName,
          createdAt: articles.createdAt,
        })
        .from(articles)
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(DASHBOARD_RECENT_ARTICLES),
      executor.select({ n: count() }).from(articles).where(eq(articles.status, "published")),
      executor.select({ n: count() }).from(articles).where(eq(articles.status, "draft")),
      executor
        .select({ n: count() })
        .from(aircraft)
        // NULL and an empty string are both "no document" (NULL <> '' is not true).
        .where(ne(aircraft.specificationDocumentUrl, "")),
      countLeadsSince(since, {}, executor),
      countLeadsSince(since, { flagged: true }, executor),
    ]);
  return {
    latestArticles,
    publishedCount: published?.n ?? 0,
    draftCount: drafts?.n ?? 0,
    aircraftWithSpecificationCount: withSpecification?.n ?? 0,
    newLeads,
    flaggedLeads,
    leadDays: DASHBOARD_LEAD_DAYS,
  };
}

export type DashboardStats = Awaited<ReturnType<typeof getDashboardStats>>;
