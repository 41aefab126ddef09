import { ArrowRight, FileCheck2, FilePen, FileText, Plane, ShieldAlert } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { AdminTime } from "~/components/admin/admin-time";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { getDashboardStats } from "~/models/dashboard.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Aurum Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return getDashboardStats();
}

const leadTiles = [
  { key: "contact", label: "Contact enquiries", to: "/admin/contact-submissions" },
  { key: "charter", label: "Charter requests", to: "/admin/charter-submissions" },
  { key: "consultation", label: "Consultations", to: "/admin/consultations" },
  { key: "ebook", label: "Buying guide leads", to: "/admin/ebook-leads" },
  { key: "newsletter", label: "Newsletter signups", to: "/admin/newsletter-subscribers" },
] as const;

function StatCard({
  label,
  value,
  icon,
  to,
  testId,
}: {
  label: string;
  value: number;
  icon: React.ReactNode;
  to: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center justify-between gap-4 rounded-md border border-ink-900/10 bg-white p-5 shadow-sm transition-colors hover:border-gold-500"
    >
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p
          data-testid={testId}
          className="mt-1 font-display text-4xl font-semibold text-ink-900 lining-nums"
        >
          {value}
        </p>
      </div>
      <span className="rounded-full bg-ivory-100 p-3 text-gold-700 group-hover:bg-gold-500/15">
        {icon}
      </span>
    </Link>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const {
    latestArticles,
    publishedCount,
    draftCount,
    aircraftWithSpecificationCount,
    newLeads,
    flaggedLeads,
    leadDays,
  } = loaderData;
  const totalNewLeads = Object.values(newLeads).reduce((sum, n) => sum + n, 0);
  const totalFlagged = Object.values(flaggedLeads).reduce((sum, n) => sum + n, 0);
  return (
    <AdminPage
      title="Dashboard"
      description="The website's content and the enquiries it brings in."
      actions={
        <Link to="/admin/articles/new" className={buttonVariants({ variant: "gold" })}>
          <FilePen aria-hidden />
          New Article
        </Link>
      }
    >
      <section aria-labelledby="content-figures" className="flex flex-col gap-3">
        <h2 id="content-figures" className="sr-only">
          Content
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {(
            [
              {
                label: "Published articles",
                value: publishedCount,
                Icon: FileCheck2,
                to: "/admin/articles",
                testId: "published-count",
              },
              {
                label: "Draft articles",
                value: draftCount,
                Icon: FileText,
                to: "/admin/articles",
                testId: "draft-count",
              },
              {
                label: "Aircraft with a specification document",
                value: aircraftWithSpecificationCount,
                Icon: Plane,
                to: "/admin/aircraft",
                testId: "specification-count",
              },
            ] as const
          ).map(({ Icon, ...figure }) => (
            <StatCard
              key={figure.testId}
              {...figure}
              icon={<Icon aria-hidden className="size-6" />}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="lead-figures" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="lead-figures" className="text-2xl font-semibold text-ink-900">
            New leads in the last {leadDays} days
            <span className="ml-2 font-sans text-base font-normal text-muted-foreground lining-nums">
              ({totalNewLeads})
            </span>
          </h2>
          <Link
            to="/admin/crm"
            className="inline-flex items-center gap-1 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
          >
            Open the CRM
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {leadTiles.map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.to}
                className="flex h-full flex-col rounded-md border border-ink-900/10 bg-white p-4 hover:border-gold-500"
              >
                <span className="text-sm text-muted-foreground">{tile.label}</span>
                <span
                  data-testid={`new-leads-${tile.key}`}
                  className="mt-1 font-display text-3xl font-semibold text-ink-900 lining-nums"
                >
                  {newLeads[tile.key]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {totalFlagged > 0 ? (
          <div
            data-testid="flagged-leads"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-ink-900"
          >
            <p className="flex items-center gap-2 font-medium">
              <ShieldAlert aria-hidden className="size-4 shrink-0 text-amber-800" />
              {totalFlagged} {totalFlagged === 1 ? "submission was" : "submissions were"} flagged by
              the bot checks in the last {leadDays} days
            </p>
            <p className="mt-1 text-ink-700">
              Flagged submissions are stored without notifying anyone. Some come from genuine
              visitors whose browser did not run JavaScript: review them so no enquiry is missed.
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
              {leadTiles
                .filter((tile) => flaggedLeads[tile.key] > 0)
                .map((tile) => (
                  <li key={tile.key}>
                    <Link
                      to={`${tile.to}?spam=only`}
                      className="font-medium text-ink-900 underline underline-offset-4 hover:text-gold-700"
                    >
                      {tile.label} ({flaggedLeads[tile.key]})
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="latest-articles" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="latest-articles" className="text-2xl font-semibold text-ink-900">
            Latest articles
          </h2>
          <Link
            to="/admin/articles"
            className="inline-flex items-center gap-1 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
          >
            All articles
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        {latestArticles.length === 0 ? (
          <p className="rounded-md border border-dashed border-ink-900/20 bg-white p-6 text-sm text-muted-foreground">
            No articles yet.
          </p>
        ) : (
          <ol
            data-testid="latest-articles"
            className="divide-y divide-ink-900/10 rounded-md border border-ink-900/10 bg-white"
          >
            {latestArticles.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <Link
                  to={`/admin/articles/edit/${article.id}`}
                  className="min-w-0 flex-1 font-medium text-ink-900 hover:text-gold-700"
                >
                  {article.title}
                </Link>
                <Badge variant={article.status === "published" ? "success" : "warning"}>
                  {article.status === "published" ? "Published" : "Draft"}
                </Badge>
                <span className="text-sm text-muted-foreground">{article.categoryName}</span>
                <AdminTime
                  value={article.createdAt}
                  className="text-sm text-muted-foreground tabular-nums"
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  );
}
