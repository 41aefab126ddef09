import type * as React from "react";
import { cn } from "~/utils/cn";
import { Container } from "./section-heading";

/**
 * The closing call to action of a page: a heading and a short paragraph, with the page's
 * buttons beside them from `md` up and under them on small screens.
 */
export function CtaBand({
  id,
  title,
  tone,
  children,
  actions,
}: {
  id: string;
  title: React.ReactNode;
  /** `dark` for the navy band, `light` for the ivory one. */
  tone: "light" | "dark";
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby={id}
      className={cn("py-20 md:py-24", dark ? "bg-ink-900" : "bg-ivory-100")}
    >
      <Container className="flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2
            id={id}
            className={cn(
              "text-3xl leading-tight font-semibold sm:text-4xl",
              dark ? "text-ivory-50" : "text-ink-900",
            )}
          >
            {title}
          </h2>
          <p
            className={cn(
              "mt-4 text-base leading-7",
              dark ? "text-ivory-200" : "text-muted-foreground",
            )}
          >
            {children}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
      </Container>
    </section>
  );
}
