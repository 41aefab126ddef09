import { Outlet } from "react-router";
import { PageViewTracker } from "~/components/analytics/page-view-tracker";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-sm bg-gold-500 px-4 py-2 text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <PageViewTracker />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <SiteHeader />
      <GeneralErrorBoundary />
      <SiteFooter />
    </>
  );
}
