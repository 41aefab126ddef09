import { useEffect } from "react";
import { useFetcher } from "react-router";

/** What /admin/analytics/page-figures answers. */
export type PageFiguresData = { figures: { views: number; enquiries: number } | null };

/**
 * The aircraft page's page views and enquiries sent from it in the last 30 days, loaded when
 * the tab opens, with a link to the full reports filtered to the page.
 */
export function AircraftItemAnalytics({ slug }: { slug: string }) {
  const path = `/aircraft/${slug}`;
  const fetcher = useFetcher<PageFiguresData>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`/admin/analytics/page-figures?path=${encodeURIComponent(path)}`);
  }, [load, path]);
  const figures = fetcher.data?.figures;
  return (
    <section aria-label="Aircraft page analytics" className="flex flex-col gap-3 py-2">
      <p className="text-sm text-muted-foreground">
        The public page <code>{path}</code> in the last 30 days.
      </p>
      {figures ? (
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-md border border-ink-900/10 p-3">
            <dt className="text-sm text-ink-700">Page views</dt>
            <dd className="text-2xl font-semibold text-ink-900">{figures.views}</dd>
          </div>
          <div className="rounded-md border border-ink-900/10 p-3">
            <dt className="text-sm text-ink-700">Enquiries sent from it</dt>
            <dd className="text-2xl font-semibold text-ink-900">{figures.enquiries}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {fetcher.state === "idle" && fetcher.data ? "No figures." : "Loading figures…"}
        </p>
      )}
      <a
        href={`/admin/analytics?period=30d&page=${encodeURIComponent(path)}`}
        className="text-sm text-gold-700 underline underline-offset-4"
      >
        Open the reports for this page
      </a>
    </section>
  );
}
