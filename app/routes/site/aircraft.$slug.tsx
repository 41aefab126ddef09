import { ArrowLeft, FileText } from "lucide-react";
import { Link, redirect } from "react-router";
import { StatusBadge } from "~/components/site/aircraft-card";
import { Backdrop } from "~/components/site/backdrop";
import { CtaLink } from "~/components/site/cta-link";
import { Deferred, deferUntilNeeded } from "~/components/site/deferred";
import { GalleryLightbox } from "~/components/site/gallery-lightbox";
import {
  Container,
  HeadedSection,
  SectionHeading,
  SplitSection,
} from "~/components/site/section-heading";
import { Button, buttonVariants } from "~/components/ui/button";
import { business } from "~/config/business";
import { categoryLabel } from "~/content/aircraft-categories";
import {
  formatPassengers,
  formatPrice,
  formatRange,
  STATUS_AVAILABILITY,
  specificationTables,
  statusLabel,
} from "~/content/aircraft-facts";
import type { SpecItem } from "~/db/schema";
import { getWebsiteAircraftBySlug } from "~/models/aircraft.server";
import { listAircraftPhotos } from "~/models/aircraft-image.server";
import { trackCtaClick } from "~/utils/analytics";
import { cn } from "~/utils/cn";
import { cachedPublicRead } from "~/utils/content-cache.server";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/aircraft.$slug";

export { enquiryAction as action } from "./enquiry-action.server";

// The enquiry form and its validation code stay out of the first load: the form sits below the
// gallery and the specifications, and its code comes when the visitor nears or touches it.
const contactForm = deferUntilNeeded(() =>
  import("~/components/forms/contact-form").then((module) => module.ContactForm),
);
const purchaseEnquiry = { defaultInquiryType: "purchase" } as const;

/** Any slug that is not a listed aircraft goes back to the collection. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await cachedPublicRead(`aircraft-page:${params.slug}`, () =>
    readAircraftPage(params.slug),
  );
  if (!page) throw redirect("/aircraft");
  return page;
}

async function readAircraftPage(slug: string) {
  const aircraft = await getWebsiteAircraftBySlug(slug);
  if (!aircraft) return null;
  const photos = await listAircraftPhotos(aircraft.id);
  // The hero heads the page; the gallery holds the other photos.
  const gallery = photos
    .filter((photo) => !photo.hero)
    .map((photo) => ({ id: photo.id, caption: photo.caption, alt: photo.alt, ...photo.rendition }));
  return { aircraft, gallery };
}

export const headers = publicPageHeaders;

function summary(text: string, max = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFromMatches(matches);
  const aircraft = loaderData?.aircraft;
  if (!aircraft) return [];
  const path = `/aircraft/${aircraft.slug}`;
  const description = summary(aircraft.description);
  return seoMeta({
    origin,
    title: `${aircraft.name}${aircraft.year ? ` (${aircraft.year})` : ""} ${
      aircraft.status === "for-sale" ? "for Sale" : `– ${statusLabel(aircraft.status)}`
    }`,
    description,
    path,
    image: aircraft.heroImage?.src ?? null,
    jsonLd: [
      {
        "@type": ["Product", "Vehicle"],
        "@id": `${origin}${path}#aircraft`,
        name: aircraft.name,
        description,
        url: `${origin}${path}`,
        image: [aircraft.heroImage?.src, ...(loaderData?.gallery ?? []).map((image) => image.src)]
          .filter((url): url is string => Boolean(url))
          .map((url) => new URL(url, origin).toString()),
        brand: { "@type": "Brand", name: aircraft.make },
        manufacturer: { "@type": "Organization", name: aircraft.make },
        model: aircraft.model,
        category: categoryLabel(aircraft.category),
        vehicleModelDate: aircraft.year ? String(aircraft.year) : undefined,
        productionDate: aircraft.year ? String(aircraft.year) : undefined,
        vehicleIdentificationNumber: aircraft.serialNumber ?? undefined,
        sku: aircraft.regNumber ?? undefined,
        seatingCapacity: aircraft.passengers ?? undefined,
        itemCondition: "https://schema.org/UsedCondition",
        additionalProperty: specificationTables(aircraft).flatMap((table) =>
          table.items.map((item) => ({
            "@type": "PropertyValue",
            name: item.label,
            value: item.value,
          })),
        ),
        offers: {
          "@type": "Offer",
          availability: STATUS_AVAILABILITY[aircraft.status],
          url: `${origin}${path}`,
          seller: { "@id": `${origin}/#organization` },
          ...(aircraft.location
            ? { availableAtOrFrom: { "@type": "Place", name: aircraft.location } }
            : {}),
        },
      },
    ],
  });
};

export default function AircraftDetail({ loaderData }: Route.ComponentProps) {
  const { aircraft, gallery } = loaderData;
  // The description is stored as paragraphs: the first leads the hero, the rest the overview.
  const [lead, ...moreParagraphs] = aircraft.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const facts = [
    { label: "Year", value: aircraft.year ? String(aircraft.year) : null },
    { label: "Passengers", value: formatPassengers(aircraft.passengers) },
    { label: "Range", value: formatRange(aircraft.rangeNm) },
    { label: "Cruise Speed", value: aircraft.cruiseSpeed },
    { label: "Price", value: formatPrice(aircraft) },
    { label: "Location", value: aircraft.location },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  const tables = specificationTables(aircraft).filter((table) => table.items.length > 0);

  return (
    <main id="main">
      <section className="relative isolate flex min-h-[40rem] items-end overflow-hidden bg-ink-950 text-ivory-50 md:min-h-[46rem]">
        <Backdrop
          image={
            aircraft.heroImage
              ? {
                  src: aircraft.heroImage.src,
                  rendition: aircraft.heroImage,
                  ratio: "wide",
                  alt: aircraft.heroImage.alt || `The ${aircraft.name}`,
                  priority: true,
                }
              : null
          }
          veilClassName="bg-gradient-to-t from-ink-950 via-ink-950/65 to-ink-950/30"
        />
        <Container className="pt-32 pb-14 md:pb-20">
          <Link
            to="/aircraft"
            className="inline-flex items-center gap-2 text-sm text-ivory-200 hover:text-gold-300"
          >
            <ArrowLeft aria-hidden className="size-4" />
            All aircraft
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
              {categoryLabel(aircraft.category)}
            </p>
            <StatusBadge status={aircraft.status} />
          </div>
          <h1 className="mt-4 text-5xl leading-[1.02] font-semibold text-balance md:text-7xl">
            {aircraft.name}
          </h1>
          {aircraft.regNumber ? (
            <p className="mt-4 text-sm tracking-[0.2em] text-ivory-200 uppercase">
              Registration <span className="font-semibold text-ivory-50">{aircraft.regNumber}</span>
            </p>
          ) : null}
          {lead ? (
            <p className="mt-6 max-w-3xl text-base leading-7 text-ivory-200 md:text-lg md:leading-8">
              {lead}
            </p>
          ) : null}
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <CtaLink to="/contact" size="lg">
              Request Charter Quote
            </CtaLink>
            {aircraft.specificationDocumentUrl ? (
              <a
                href={aircraft.specificationDocumentUrl}
                download
                onClick={() => trackCtaClick("Download Specification Sheet")}
                className={buttonVariants({ variant: "outline-light", size: "lg" })}
              >
                <FileText aria-hidden />
                Download Specification Sheet
                <span className="sr-only"> (PDF download)</span>
              </a>
            ) : (
              <Button variant="outline-light" size="lg" disabled>
                <FileText aria-hidden />
                Specification Sheet Coming Soon
              </Button>
            )}
          </div>
        </Container>
      </section>

      {facts.length > 0 ? (
        <section aria-label="Key facts" className="border-b border-ink-900/10 bg-white">
          <Container>
            <dl className="grid grid-cols-2 divide-ink-900/10 sm:grid-cols-3 lg:grid-cols-6 lg:divide-x">
              {facts.map((fact) => (
                <div key={fact.label} className="py-6 lg:px-6 lg:first:pl-0">
                  <dt className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
                    {fact.label}
                  </dt>
                  <dd className="mt-2 font-display text-2xl font-semibold text-ink-900">
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>
      ) : null}

      {moreParagraphs.length > 0 ? (
        <section aria-labelledby="overview-heading" className="bg-ivory-50 pt-20 md:pt-24">
          <Container className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-20">
            <SectionHeading id="overview-heading" eyebrow="Overview" title="About This Aircraft" />
            <div className="space-y-5 text-base leading-8 text-ink-800 lg:pt-9">
              {moreParagraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </Container>
        </section>
      ) : null}

      {tables.length > 0 ? (
        <HeadedSection
          headingId="specifications-heading"
          className="bg-ivory-50 py-20 md:py-24"
          eyebrow="Specifications"
          title="Technical Specifications"
        >
          <div
            className={cn(
              "mt-12 grid gap-6",
              tables.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2",
            )}
          >
            {tables.map((table) => (
              <SpecTable key={table.id} title={table.title} items={table.items} />
            ))}
          </div>
        </HeadedSection>
      ) : null}

      {gallery.length > 0 ? (
        <HeadedSection
          headingId="gallery-heading"
          className="bg-ivory-100 py-20 md:py-24"
          eyebrow="Gallery"
          title="Inside and Out"
        >
          <div className="mt-12">
            <GalleryLightbox images={gallery} />
          </div>
        </HeadedSection>
      ) : null}

      <SplitSection
        headingId="enquiry-heading"
        className="bg-ink-900 py-20 md:py-28"
        gridClassName="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20"
        eyebrow="Purchase Enquiry"
        title={`Interested in the ${aircraft.name}?`}
        description="Request the full specification, maintenance records or a private viewing. An advisor will contact you within 24 hours, in complete confidence."
        tone="dark"
        belowHeading={
          <p className="mt-8 text-sm leading-6 text-ivory-200">
            Prefer to speak directly? Email{" "}
            <a
              href={`mailto:${business.email}?subject=${encodeURIComponent(`${aircraft.name}${aircraft.regNumber ? ` (${aircraft.regNumber})` : ""}`)}`}
              className="text-gold-300 underline underline-offset-4 hover:text-gold-400"
            >
              {business.email}
            </a>{" "}
            or call{" "}
            <a
              href={`tel:${business.phone.replace(/\s/g, "")}`}
              className="text-gold-300 underline underline-offset-4 hover:text-gold-400"
            >
              {business.phone}
            </a>
            .
          </p>
        }
      >
        <div className="rounded-md bg-ivory-50 p-6 shadow-xl sm:p-10">
          <Deferred
            code={contactForm}
            props={purchaseEnquiry}
            fallback={<div className="min-h-[38rem]" />}
          />
        </div>
      </SplitSection>
    </main>
  );
}

function SpecTable({ title, items }: { title: string; items: SpecItem[] }) {
  return (
    <div className="overflow-hidden rounded-md border border-ink-900/10 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="border-b border-ink-900/10 bg-ink-900 px-6 py-4 text-left font-display text-xl font-semibold text-ivory-50">
          {title}
        </caption>
        <tbody className="divide-y divide-ink-900/10">
          {items.map((item) => (
            <tr key={item.label}>
              <th
                scope="row"
                className="py-3.5 pr-3 pl-6 text-left align-top font-normal text-muted-foreground"
              >
                {item.label}
              </th>
              <td className="py-3.5 pr-6 pl-3 text-right align-top font-medium text-ink-900">
                {item.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
