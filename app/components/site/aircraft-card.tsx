import { clsx } from "clsx";
import type * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import {
  formatPassengers,
  formatPrice,
  formatRange,
  statusLabel,
} from "~/content/aircraft-card-figures";
import type { AircraftStatus } from "~/db/schema";
import type { MediaRendition } from "~/models/media.server";
import { ArrowRight } from "./icons";
import { ResponsiveImage } from "./responsive-image";

/** "Under Contract" or "Sold" over an aircraft that is no longer simply for sale. */
export function StatusBadge({ status }: { status: AircraftStatus }) {
  if (status === "for-sale") return null;
  return (
    <span
      data-testid="aircraft-status"
      className={clsx(
        "rounded-full px-3 py-1 text-[0.6875rem] font-semibold tracking-[0.15em] uppercase",
        status === "sold" ? "bg-ivory-50 text-ink-950" : "bg-amber-400 text-ink-950",
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

/** What a card shows of a website-listed aircraft (a subset of the model's card columns). */
export type AircraftCardData = {
  slug: string;
  name: string;
  model: string;
  /** The category's label (see withCategoryLabel), resolved by the loader. */
  categoryLabel: string;
  year: number | null;
  status: AircraftStatus;
  askingPrice: string | null;
  location: string | null;
  featured: boolean;
  passengers: number | null;
  rangeNm: number | null;
  /** The hero photo with its variants and alt text, if the aircraft has one. */
  heroImage: (MediaRendition & { alt: string }) | null;
};

const cardImageSizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

function CardImage({
  src,
  rendition,
  alt,
}: {
  src: string | null;
  rendition?: MediaRendition | null;
  alt: string;
}) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden bg-ink-800">
      {src ? (
        <ResponsiveImage
          src={src}
          rendition={rendition}
          alt={alt}
          ratio="photo"
          sizes={cardImageSizes}
          className="size-full transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
        />
      ) : null}
    </div>
  );
}

/** The top of an aircraft card: the image with the Featured and category badges over it. */
function CardMedia({
  src,
  rendition,
  alt,
  featured,
  category,
  status = "for-sale",
}: {
  src: string | null;
  rendition?: MediaRendition | null;
  alt: string;
  featured: boolean;
  category: string;
  status?: AircraftStatus;
}) {
  return (
    <div className="relative">
      <CardImage src={src} rendition={rendition} alt={alt} />
      <div className="absolute top-4 left-4 flex gap-2">
        {featured ? (
          <span className="rounded-full bg-gold-500 px-3 py-1 text-[0.6875rem] font-semibold tracking-[0.15em] text-ink-950 uppercase">
            Featured
          </span>
        ) : null}
        <span className="rounded-full bg-ink-950/75 px-3 py-1 text-[0.6875rem] font-semibold tracking-[0.15em] text-ivory-50 uppercase backdrop-blur">
          {category}
        </span>
        <StatusBadge status={status} />
      </div>
    </div>
  );
}

/**
 * The frame shared by the aircraft cards of the collection and of the fleet overview: the
 * image with its badges on top, the card's own content under it.
 */
export function CardShell({
  testId,
  media,
  children,
}: {
  testId: string;
  media: React.ComponentProps<typeof CardMedia>;
  children: React.ReactNode;
}) {
  return (
    <article
      data-testid={testId}
      className="group flex flex-col overflow-hidden rounded-md border border-ink-900/10 bg-white shadow-sm transition-shadow hover:shadow-xl hover:shadow-ink-900/10"
    >
      <CardMedia {...media} />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  );
}

/** The card's button to an aircraft's page, named after the aircraft. */
export function ViewDetailsLink({
  slug,
  name,
  variant,
}: {
  slug: string;
  name: string;
  variant: "default" | "outline";
}) {
  return (
    <Link
      to={`/aircraft/${slug}`}
      aria-label={`View Details: ${name}`}
      className={buttonVariants({ variant, className: "w-full" })}
    >
      View Details
      <ArrowRight aria-hidden />
    </Link>
  );
}

function facts(aircraft: AircraftCardData) {
  return [
    { label: "Price", value: formatPrice(aircraft) },
    { label: "Location", value: aircraft.location ?? "On request" },
    { label: "Passengers", value: formatPassengers(aircraft.passengers) },
    { label: "Range", value: formatRange(aircraft.rangeNm) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/**
 * A website-listed aircraft: name, model, year, price and location, with View Details to its
 * page (the featured card).
 */
export function AircraftCard({
  aircraft,
  headingLevel = "h3",
}: {
  aircraft: AircraftCardData;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <CardShell
      testId="aircraft-card"
      media={{
        src: aircraft.heroImage?.src ?? null,
        rendition: aircraft.heroImage,
        alt: aircraft.heroImage?.alt || aircraft.name,
        featured: aircraft.featured,
        category: aircraft.categoryLabel,
        status: aircraft.status,
      }}
    >
      <div className="flex items-baseline justify-between gap-4">
        <Heading className="text-2xl leading-tight font-semibold text-ink-900">
          {aircraft.name}
        </Heading>
        {aircraft.year ? (
          <span className="shrink-0 text-sm font-medium text-muted-foreground tabular-nums">
            {aircraft.year}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{aircraft.model}</p>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-ink-900/10 pt-5 text-sm">
        {facts(aircraft).map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs tracking-[0.15em] text-muted-foreground uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-medium text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-6">
        <ViewDetailsLink slug={aircraft.slug} name={aircraft.name} variant="default" />
      </div>
    </CardShell>
  );
}
