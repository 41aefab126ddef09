import { clsx } from "clsx";
import type * as React from "react";

/** Eyebrow, title and lead paragraph of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "left",
  tone = "light",
  id,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  align?: "left" | "center";
  /** `dark` for sections on a navy background. */
  tone?: "light" | "dark";
  id?: string;
  className?: string;
}) {
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={clsx(
            "text-xs font-semibold tracking-[0.3em] uppercase",
            tone === "dark" ? "text-gold-300" : "text-gold-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={clsx(
          "mt-3 text-3xl leading-tight font-semibold text-balance sm:text-4xl md:text-5xl",
          tone === "dark" ? "text-ivory-50" : "text-ink-900",
        )}
      >
        {title}
      </h2>
      {description ? (
        <p
          className={clsx(
            "mt-5 text-base leading-7",
            tone === "dark" ? "text-ivory-200" : "text-muted-foreground",
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** The horizontal rhythm of every section. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("mx-auto w-full max-w-7xl px-5 sm:px-8", className)} {...props} />;
}

/**
 * A page section opened by a SectionHeading: the section is named by that heading, and its
 * content follows the heading in the section's Container.
 */
export function HeadedSection({
  headingId,
  className,
  children,
  ...heading
}: Omit<React.ComponentProps<typeof SectionHeading>, "id"> & {
  headingId: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <Container>
        <SectionHeading id={headingId} {...heading} />
        {children}
      </Container>
    </section>
  );
}

/**
 * A two-column section: the SectionHeading opens the first column, `belowHeading` follows it
 * there, and the children make up the second column.
 */
export function SplitSection({
  headingId,
  className,
  gridClassName,
  belowHeading,
  children,
  ...heading
}: Omit<React.ComponentProps<typeof SectionHeading>, "id"> & {
  headingId: string;
  gridClassName: string;
  belowHeading?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <Container className={gridClassName}>
        <div>
          <SectionHeading id={headingId} {...heading} />
          {belowHeading}
        </div>
        {children}
      </Container>
    </section>
  );
}
