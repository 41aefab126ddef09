import type * as React from "react";
import { cn } from "~/utils/cn";
import { Backdrop } from "./backdrop";

/**
 * The dark band every public page starts with: the site header is transparent with light text
 * over it. The background image is the page's largest paint, so it loads first.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  image,
  imageAlt = "",
  children,
  className,
  size = "default",
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  image?: string | null;
  imageAlt?: string;
  children?: React.ReactNode;
  className?: string;
  size?: "default" | "tall";
}) {
  return (
    <section
      className={cn(
        "relative isolate overflow-hidden bg-ink-950 text-ivory-50",
        size === "tall" ? "min-h-[36rem] md:min-h-[42rem]" : "min-h-[28rem] md:min-h-[32rem]",
        "flex items-end",
        className,
      )}
    >
      <Backdrop
        image={image ? { src: image, alt: imageAlt, priority: true } : null}
        veilClassName="bg-gradient-to-t from-ink-950 via-ink-950/70 to-ink-950/40"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-36 pb-14 sm:px-8 md:pt-44 md:pb-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-4 text-4xl leading-[1.05] font-semibold text-balance sm:text-5xl md:text-6xl">
            {title}
          </h1>
          {description ? (
            <div className="mt-6 max-w-2xl text-base leading-7 text-ivory-200 md:text-lg md:leading-8">
              {description}
            </div>
          ) : null}
          {children ? (
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
