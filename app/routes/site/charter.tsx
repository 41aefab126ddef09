import {
  ArrowRight,
  BadgeCheck,
  Clock,
  Headset,
  Lock,
  type LucideIcon,
  Receipt,
} from "lucide-react";
import { CharterForm } from "~/components/forms/charter-form";
import { CharterQuoteDialog } from "~/components/forms/charter-quote-dialog";
import { FeatureCards, NumberedSteps } from "~/components/site/feature-cards";
import { PageHero } from "~/components/site/page-hero";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { HeadedSection } from "~/components/site/section-heading";
import { Button, buttonVariants } from "~/components/ui/button";
import { charterClasses, charterRoutes, charterSteps, charterWhyUs } from "~/content/site";
import { trackCtaClick } from "~/utils/analytics";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/charter";

export { enquiryAction as action } from "./enquiry-action.server";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Private Jet Charter",
    description:
      "On-demand private jet charter on audited aircraft and operators: one-way, round trip or multi-leg, with a detailed quote within 24 hours.",
    path: "/charter",
    image: "/images/site/charter.webp",
  });

const whyIcons: [LucideIcon, ...LucideIcon[]] = [BadgeCheck, Headset, Receipt, Lock];

export default function Charter() {
  return (
    <main id="main">
      <PageHero
        size="tall"
        image="/images/site/charter.webp"
        eyebrow="Private Charter"
        title="Fly on Your Terms"
        description="Private jet charter on audited aircraft, arranged by one dedicated manager. Tell us your trip and receive a detailed quote within 24 hours."
      >
        <CharterQuoteDialog
          trigger={
            <Button variant="gold" size="lg" onClick={() => trackCtaClick("Request a Quote")}>
              Request a Quote
            </Button>
          }
        />
        <a
          href="#charter-form"
          className={buttonVariants({ variant: "outline-light", size: "lg" })}
        >
          Quick Request
        </a>
      </PageHero>

      <HeadedSection
        headingId="why-heading"
        className="bg-ivory-50 py-20 md:py-28"
        eyebrow="Why Us"
        title="Charter Without Compromise"
        description="Safety, service and discretion come first on every flight we arrange."
      >
        <FeatureCards
          features={charterWhyUs}
          icons={whyIcons}
          size="md"
          className="sm:grid-cols-2 lg:grid-cols-4"
        />
      </HeadedSection>

      <HeadedSection
        headingId="available-heading"
        className="bg-ivory-100 py-20 md:py-28"
        eyebrow="Available Aircraft"
        title="The Right Cabin for Every Journey"
        description="We source the best available aircraft for your route from operators we have audited."
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {charterClasses.map((item) => (
            <li
              key={item.title}
              className="overflow-hidden rounded-md border border-ink-900/10 bg-white shadow-sm"
            >
              <ResponsiveImage
                src={item.image}
                alt={item.alt}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] w-full"
              />
              <div className="p-6">
                <h3 className="text-2xl font-semibold text-ink-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{item.description}</p>
                <dl className="mt-5 space-y-1.5 border-t border-ink-900/10 pt-4 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">Passengers</dt>
                    <dd className="font-medium text-ink-900">{item.passengers}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">Range</dt>
                    <dd className="font-medium text-ink-900">{item.range}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="how-heading"
        className="bg-ink-900 py-20 md:py-28"
        eyebrow="How It Works"
        title="Four Simple Steps"
        tone="dark"
      >
        <NumberedSteps
          steps={charterSteps}
          className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8"
          itemClassName="border-t border-gold-500/40 pt-6"
          titleClassName="mt-4"
        />
      </HeadedSection>

      <HeadedSection
        headingId="routes-heading"
        className="bg-ivory-50 py-20 md:py-28"
        eyebrow="Destinations"
        title="Popular Global Routes"
        description="Indicative flight times; your quote reflects the aircraft, season and winds on the day."
      >
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {charterRoutes.map((route) => (
            <li
              key={`${route.from}-${route.to}`}
              className="flex flex-col rounded-md border border-ink-900/10 bg-white p-6 shadow-sm"
            >
              <p className="flex items-center gap-3 font-display text-2xl font-semibold text-ink-900">
                {route.from}
                <ArrowRight aria-label="to" className="size-5 text-gold-600" />
                {route.to}
              </p>
              <div className="mt-4 flex items-center justify-between text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <Clock aria-hidden className="size-4 text-gold-600" />
                  {route.flightTime}
                </span>
                <span>{route.aircraft}</span>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CharterForm />
    </main>
  );
}
