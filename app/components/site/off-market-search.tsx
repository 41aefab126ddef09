import type * as React from "react";
import { cn } from "~/utils/cn";
import { CtaLink } from "./cta-link";

/**
 * What an aircraft list shows when it has nothing to show: most aircraft change hands
 * off-market, so it offers a private search and the whole collection.
 */
export function OffMarketSearch({
  title,
  children,
  className,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
  className: string;
}) {
  return (
    <div
      className={cn(
        "rounded-md border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center",
        className,
      )}
    >
      <h3 className="text-3xl font-semibold text-ink-900">{title}</h3>
      <p className="mx-auto mt-3 max-w-md text-sm leading-6 text-muted-foreground">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <CtaLink to="/contact?inquiry=purchase" variant="gold">
          Request an Off-Market Search
        </CtaLink>
        <CtaLink to="/aircraft" variant="outline">
          View All Aircraft
        </CtaLink>
      </div>
    </div>
  );
}
