import { Link } from "react-router";
import { AircraftCard } from "~/components/site/aircraft-card";
import { Backdrop } from "~/components/site/backdrop";
import { CtaLink } from "~/components/site/cta-link";
import { Deferred, deferUntilNeeded } from "~/components/site/deferred";
import { HERO_IMAGE_SIZES, HeroCarousel } from "~/components/site/hero-carousel";
import { ArrowRight } from "~/components/site/icons";
import { imageSrcSet, ResponsiveImage } from "~/components/site/responsive-image";
import {
  Container,
  HeadedSection,
  SectionHeading,
  SplitSection,
} from "~/components/site/section-heading";
import { buttonVariants } from "~/components/ui/button-variants";
import { business } from "~/config/business";
import { withCategoryLabel } from "~/content/aircraft-categories";
import { categoryCards, heroSlides, services } from "~/content/home";
import { listFeaturedWebsiteAircraft } from "~/models/aircraft.server";
import { trackCtaClick } from "~/utils/analytics";
import { cachedPublicRead } from "~/utils/content-cache.server";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/index";

export { enquiryAction as action } from "./enquiry-action.server";

// The forms and their validation code stay out of the home page's first load (≤125 kB).
const contactForm = deferUntilNeeded(() =>
  import("~/components/forms/contact-form").then((module) => module.ContactForm),
);
const consultationDialog = deferUntilNeeded(() =>
  import("~/components/forms/consultation-dialog").then((module) => module.ConsultationDialog),
);
// The testimonials sit far below the first screen: their code and quotes come when they near
// the viewport.
const testimonialSlider = deferUntilNeeded(() =>
  import("~/components/site/home-testimonials").then((module) => module.HomeTestimonials),
);

export async function loader() {
  const featured = await cachedPublicRead("featured-website-aircraft", () =>
    listFeaturedWebsiteAircraft(),
  );
  return { featured: featured.map(withCategoryLabel) };
}

export const headers = publicPageHeaders;

const firstSlide = heroSlides[0];

// The first slide is the largest paint of the page: the browser fetches it before the CSS.
export const links: Route.LinksFunction = () =>
  firstSlide
    ? [
        {
          rel: "preload",
          as: "image",
          href: firstSlide.image,
          imageSrcSet: imageSrcSet(firstSlide.image, "hero"),
          imageSizes: HERO_IMAGE_SIZES,
          fetchPriority: "high",
          type: "image/webp",
        },
      ]
    : [];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: `${business.name} | Private Jet Sales, Acquisition & Charter`,
    description:
      "A founder-led private aviation brokerage: pre-owned and off-market Gulfstream, Bombardier and Embraer aircraft, discreet acquisitions and sales, and charter across five global markets.",
    path: "/",
  });

// Module-level, so their identity never changes: a re-render with new props would make React
// replace a deferred boundary's server HTML instead of hydrating it.
const scheduleConsultation = (
  <button
    type="button"
    className={buttonVariants({ variant: "gold", size: "lg" })}
    onClick={() => trackCtaClick("Schedule Consultation")}
  >
    Schedule Consultation
  </button>
);
const consultationProps = { trigger: scheduleConsultation };
const contactFormProps = {};
const testimonialProps = {};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured } = loaderData;
  return (
    <main id="main">
      <HeroCarousel slides={heroSlides} />

      <section aria-labelledby="featured-heading" className="bg-ivory-50 py-20 md:py-28">
        <Container>
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading
              id="featured-heading"
              eyebrow="The Collection"
              title="Featured Aircraft"
              description="A selection of exceptional pre-owned aircraft currently available through our brokerage, many of them offered off-market."
            />
            <Link
              to="/aircraft"
              className="inline-flex shrink-0 items-center gap-2 text-sm font-semibold tracking-wide text-gold-700 hover:text-ink-900"
            >
              View All Aircraft
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          {/* Two columns on tablets: an odd last card would sit alone, so it is left to
              "View All Aircraft" there (a single card is always shown). */}
          <div className="mt-12 grid gap-6 sm:grid-cols-2 sm:max-lg:[&>*:nth-child(odd):last-child:not(:first-child)]:hidden lg:grid-cols-3">
            {featured.map((aircraft) => (
              <AircraftCard key={aircraft.slug} aircraft={aircraft} />
            ))}
          </div>
        </Container>
      </section>

      <HeadedSection
        headingId="categories-heading"
        className="bg-ivory-100 py-20 md:py-28"
        eyebrow="Aircraft Categories"
        title="The Right Aircraft for Every Mission"
        description="From agile light jets to intercontinental heavy jets, we match the cabin and range to the way you fly."
        align="center"
      >
        {/* Side by side, the cards share their rows (subgrid): headings, descriptions, chips
            and buttons line up across cards whatever the length of each text, and the
            first row, at least 7rem, keeps the copy at the foot of the picture. */}
        <div className="mt-14 grid gap-6 md:grid-cols-3 md:grid-rows-[minmax(7rem,1fr)_repeat(4,auto)] md:gap-x-5 md:gap-y-0 lg:gap-x-6">
          {categoryCards.map((card) => (
            <article
              key={card.category}
              className="group relative isolate flex min-h-[22rem] flex-col justify-end overflow-hidden rounded-md bg-ink-900 p-7 text-ivory-50 md:row-span-5 md:grid md:grid-rows-subgrid md:p-6 lg:p-7"
            >
              <ResponsiveImage
                src={card.image}
                alt=""
                sizes="(min-width: 768px) 33vw, 100vw"
                className="absolute inset-0 -z-20 size-full transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
              />
              <div
                aria-hidden
                className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/50 to-transparent"
              />
              <h3 className="text-3xl font-semibold md:row-start-2">{card.title}</h3>
              <p className="mt-3 text-sm leading-6 text-ivory-200 md:row-start-3">
                {card.description}
              </p>
              <ul className="mt-5 flex flex-wrap content-start gap-2 text-xs font-medium tracking-wide md:row-start-4">
                <li className="rounded-full border border-ivory-50/25 px-3 py-1.5">
                  {card.passengers}
                </li>
                <li className="rounded-full border border-ivory-50/25 px-3 py-1.5">
                  {card.flightTime}
                </li>
              </ul>
              <CtaLink
                to={`/aircraft?category=${card.category}`}
                variant="outline-light"
                className="mt-6 self-start justify-self-start md:row-start-5"
                trackingLabel={`Explore Jets: ${card.title}`}
                aria-label={`Explore Jets: ${card.title}`}
              >
                Explore Jets
                <ArrowRight aria-hidden />
              </CtaLink>
            </article>
          ))}
        </div>
      </HeadedSection>

      <SplitSection
        headingId="services-heading"
        className="bg-ivory-50 py-20 md:py-28"
        gridClassName="grid gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20"
        eyebrow="Our Services"
        title="Advisory at Every Stage of Ownership"
        description="Whether you are buying your first aircraft, upgrading or selling, we bring market data, technical rigour and complete discretion."
        belowHeading={
          <CtaLink to="/services" variant="outline" className="mt-8">
            All Services
            <ArrowRight aria-hidden />
          </CtaLink>
        }
      >
        <ol className="grid gap-px overflow-hidden rounded-md border border-ink-900/10 bg-ink-900/10 sm:grid-cols-2">
          {services.map((service, i) => (
            <li key={service.id} className="bg-white p-7 md:p-8">
              <span aria-hidden className="font-display text-4xl font-semibold text-gold-700">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-2xl font-semibold text-ink-900">{service.title}</h3>
              <p className="mt-3 text-sm leading-6 text-muted-foreground">{service.summary}</p>
            </li>
          ))}
        </ol>
      </SplitSection>

      <HeadedSection
        headingId="testimonials-heading"
        className="bg-ink-900 py-20 md:py-28"
        eyebrow="Testimonials"
        title="Trusted by Owners Worldwide"
        align="center"
        tone="dark"
      >
        <div className="mt-12">
          <Deferred
            code={testimonialSlider}
            props={testimonialProps}
            fallback={<div className="min-h-[28rem]" />}
          />
        </div>
      </HeadedSection>

      <section
        aria-labelledby="cta-heading"
        className="relative isolate overflow-hidden py-20 md:py-24"
      >
        <Backdrop
          image={{ src: "/images/site/acquisition.webp", alt: "" }}
          veilClassName="bg-ink-950/80"
        />
        <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2
              id="cta-heading"
              className="text-3xl leading-tight font-semibold text-ivory-50 sm:text-4xl md:text-5xl"
            >
              Ready to Find Your Next Aircraft?
            </h2>
            <p className="mt-4 text-base leading-7 text-ivory-200">
              Speak privately with an advisor about acquiring, selling or chartering. No obligation,
              complete discretion.
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Deferred
              code={consultationDialog}
              props={consultationProps}
              fallback={scheduleConsultation}
              wrapperClassName="flex flex-col"
            />
            <CtaLink to="/aircraft" variant="outline-light" size="lg">
              Browse Aircraft
            </CtaLink>
          </div>
        </Container>
      </section>

      <SplitSection
        headingId="contact-heading"
        className="bg-ivory-100 py-20 md:py-28"
        gridClassName="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20"
        eyebrow="Contact"
        title="Begin a Confidential Conversation"
        description="Tell us what you are looking for. An advisor will contact you within 24 hours, and everything you share stays between us."
        belowHeading={
          <dl className="mt-10 space-y-6 text-sm">
            <div>
              <dt className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                Email
              </dt>
              <dd className="mt-1.5">
                <a
                  href={`mailto:${business.email}`}
                  className="wrap-anywhere text-base text-ink-900 underline-offset-4 hover:underline"
                >
                  {business.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                Telephone
              </dt>
              <dd className="mt-1.5">
                <a
                  href={`tel:${business.phone.replace(/\s/g, "")}`}
                  className="text-base text-ink-900 underline-offset-4 hover:underline"
                >
                  {business.phone}
                </a>
              </dd>
            </div>
          </dl>
        }
      >
        <div className="rounded-md border border-ink-900/10 bg-white p-6 shadow-sm sm:p-10">
          <Deferred
            code={contactForm}
            props={contactFormProps}
            fallback={<div className="min-h-[38rem]" />}
          />
        </div>
      </SplitSection>
    </main>
  );
}
