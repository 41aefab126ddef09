import { ArrowRight, Gauge, Luggage, Navigation, Plane, Users } from "lucide-react";
import { CheckList } from "~/components/site/check-list";
import { CtaLink } from "~/components/site/cta-link";
import { FleetCard, type FleetCardView } from "~/components/site/fleet-card";
import { PageHero } from "~/components/site/page-hero";
import { ResponsiveImage } from "~/components/site/responsive-image";
import {
  Container,
  HeadedSection,
  SectionHeading,
  SplitSection,
} from "~/components/site/section-heading";
import { formatPassengers, formatPassengersInFull, formatRange } from "~/content/aircraft-facts";
import { flagship, fleetCards } from "~/content/site";
import { getWebsiteAircraftBySlug, listWebsiteAircraft } from "~/models/aircraft.server";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/fleet";

/**
 * The flagship's figures and the fleet cards, each listed aircraft with the figures of its
 * listing: the same columns its detail page reads, so the two never disagree.
 */
export async function loader() {
  const [listings, flagshipListing] = await Promise.all([
    listWebsiteAircraft(),
    getWebsiteAircraftBySlug(flagship.slug),
  ]);
  const bySlug = new Map(listings.map((item) => [item.slug, item]));
  const cards: FleetCardView[] = fleetCards.map((card) => {
    const listing = bySlug.get(card.slug);
    if (!listing) return { ...card, listed: false, status: "for-sale" };
    return {
      ...card,
      listed: true,
      status: listing.status,
      registration: listing.regNumber ?? card.registration,
      seats: formatPassengers(listing.passengers) ?? card.seats,
      range: formatRange(listing.rangeNm) ?? card.range,
      speed: listing.cruiseSpeed ?? card.speed,
    };
  });
  return { cards, flagshipFigures: flagshipListing ? flagshipFiguresOf(flagshipListing) : null };
}

type Figure = { label: string; value: string };
const known = (figures: { label: string; value: string | null }[]) =>
  figures.filter((figure): figure is Figure => Boolean(figure.value));

function flagshipFiguresOf(
  aircraft: NonNullable<Awaited<ReturnType<typeof getWebsiteAircraftBySlug>>>,
) {
  return {
    key: known([
      { label: "Range", value: formatRange(aircraft.rangeNm) },
      { label: "Passenger Capacity", value: formatPassengers(aircraft.passengers) },
      { label: "Speed", value: aircraft.cruiseSpeed },
      { label: "Baggage", value: aircraft.baggage },
    ]),
    details: known([
      { label: "Manufacturer", value: aircraft.manufacturer ?? aircraft.make },
      { label: "Maximum Range", value: formatRange(aircraft.rangeNm) },
      {
        label: "Passengers",
        value: formatPassengersInFull(aircraft.passengers, aircraft.seatsConfigured),
      },
      { label: "Cruise Speed", value: aircraft.cruiseSpeed },
      {
        label: "Service Ceiling",
        value:
          aircraft.maxAltitudeFt === null
            ? null
            : `${aircraft.maxAltitudeFt.toLocaleString("en-US")} ft`,
      },
      { label: "Baggage Capacity", value: aircraft.baggage },
    ]),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Fleet Overview",
    description:
      "Our flagship Gulfstream IV SP and the aircraft we represent: range, cabin, speed and example routes, with pricing on request.",
    path: "/fleet",
    image: flagship.image,
  });

const figureIcons = [Navigation, Users, Gauge, Luggage];

export default function Fleet({ loaderData }: Route.ComponentProps) {
  const figures = loaderData.flagshipFigures;
  return (
    <main id="main">
      <PageHero
        size="tall"
        image={flagship.image}
        imageAlt={flagship.alt}
        eyebrow="Flagship Aircraft"
        title={flagship.name}
        description={flagship.description}
      >
        <CtaLink to="/contact" size="lg" trackingLabel="Request Pricing: flagship">
          Request Pricing
        </CtaLink>
        <CtaLink to={`/aircraft/${flagship.slug}`} variant="outline-light" size="lg">
          View Details
        </CtaLink>
      </PageHero>

      {figures ? (
        <section aria-label="Key figures" className="border-b border-ink-900/10 bg-white">
          <Container>
            <dl className="grid grid-cols-2 lg:grid-cols-4">
              {figures.key.map((figure, i) => {
                const Icon = figureIcons[i] ?? Plane;
                return (
                  <div
                    key={figure.label}
                    className="min-w-0 border-ink-900/10 py-6 odd:pr-3 sm:py-8 lg:border-l lg:px-8 lg:first:border-l-0 lg:first:pl-0"
                  >
                    <dt className="flex items-center gap-2 text-[0.6875rem] font-semibold tracking-[0.12em] text-muted-foreground uppercase sm:text-xs sm:tracking-[0.2em]">
                      <Icon
                        aria-hidden
                        className="size-4 shrink-0 text-gold-600"
                        strokeWidth={1.75}
                      />
                      {figure.label}
                    </dt>
                    <dd className="mt-2 font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
                      {figure.value}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Container>
        </section>
      ) : null}

      <SplitSection
        headingId="features-heading"
        className="bg-ivory-50 py-20 md:py-28"
        gridClassName="grid gap-14 lg:grid-cols-2 lg:gap-20"
        eyebrow="The Cabin"
        title="Comfort Over Continents"
        description="A wide, quiet cabin arranged in three zones, with room to work, dine and rest on the longest sectors."
        belowHeading={
          <>
            <CheckList
              items={flagship.features}
              className="mt-10 grid gap-4 sm:grid-cols-2"
              tickClassName="mt-0.5"
            />
            <CtaLink to="/contact" className="mt-10" trackingLabel="Request Pricing: features">
              Request Pricing
            </CtaLink>
          </>
        }
      >
        <div>
          <div className="overflow-hidden rounded-md">
            <ResponsiveImage
              src="/images/aircraft/gulfstream-iv-sp/gallery-2.webp"
              alt="The Gulfstream IV SP cabin"
              ratio="photo"
              sizes="(min-width: 1024px) 600px, 100vw"
              className="aspect-[3/2] w-full"
            />
          </div>
          <h3 className="mt-10 text-2xl font-semibold text-ink-900">Example Routes</h3>
          <ul className="mt-5 divide-y divide-ink-900/10 border-y border-ink-900/10">
            {flagship.exampleRoutes.map((route) => (
              <li
                key={`${route.from}-${route.to}`}
                className="flex flex-wrap items-center justify-between gap-2 py-4 text-sm"
              >
                <span className="flex items-center gap-3 font-medium text-ink-900">
                  {route.from}
                  <ArrowRight aria-label="to" className="size-4 text-gold-600" />
                  {route.to}
                </span>
                <span className="text-muted-foreground">{route.duration}</span>
              </li>
            ))}
          </ul>
        </div>
      </SplitSection>

      {figures ? (
        <section aria-labelledby="details-heading" className="bg-ink-900 py-20 md:py-24">
          <Container className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-20">
            <SectionHeading
              id="details-heading"
              eyebrow="Aircraft Details"
              title="Gulfstream IV SP at a Glance"
              description="Maintained on manufacturer programmes and operated to the highest international standards."
              tone="dark"
            />
            <div className="rounded-md border border-ivory-50/10 bg-ink-800 p-6 sm:p-8">
              <dl className="divide-y divide-ivory-50/10">
                {figures.details.map((detail) => (
                  <div key={detail.label} className="flex justify-between gap-6 py-3.5 text-sm">
                    <dt className="text-ivory-200">{detail.label}</dt>
                    <dd className="text-right font-medium text-ivory-50">{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </Container>
        </section>
      ) : null}

      <HeadedSection
        headingId="fleet-heading"
        className="bg-ivory-100 py-20 md:py-28"
        eyebrow="Our Fleet"
        title="Aircraft We Represent"
        description="From light jets to ultra-long-range flagships, each aircraft is inspected, documented and available for a private viewing."
      >
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cards.map((card) => (
            <FleetCard key={card.id} card={card} />
          ))}
        </div>
      </HeadedSection>

      <section aria-labelledby="fleet-contact-heading" className="bg-ivory-50 py-20 md:py-24">
        <Container className="text-center">
          <SectionHeading
            id="fleet-contact-heading"
            eyebrow="Private Viewings"
            title="Arrange a Viewing or Request Pricing"
            description="Our advisors respond within 24 hours with availability, pricing and the full technical file."
            align="center"
          />
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <CtaLink to="/contact" size="lg">
              Contact an Advisor
            </CtaLink>
            <CtaLink to="/aircraft" variant="outline" size="lg">
              Browse Aircraft
            </CtaLink>
          </div>
        </Container>
      </section>
    </main>
  );
}
