import { BookOpen, Calculator, FileCheck2, type LucideIcon, Quote } from "lucide-react";
import { EbookForm } from "~/components/forms/ebook-form";
import { BrandMark } from "~/components/layout/brand-mark";
import { Backdrop } from "~/components/site/backdrop";
import { FeatureCards, StatFigures } from "~/components/site/feature-cards";
import { Container, HeadedSection, SectionHeading } from "~/components/site/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { business } from "~/config/business";
import { ebookBenefits, ebookStats, ebookTestimonial } from "~/content/site";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/ebook-landing";

export { enquiryAction as action } from "./enquiry-action.server";

export const headers = publicPageHeaders;

const GUIDE_TITLE = "The Private Jet Buyer's Guide";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: `Free Download: ${GUIDE_TITLE}`,
    description:
      "Our free guide to buying a private jet: choosing the right aircraft, the true cost of ownership and a transaction without surprises.",
    path: "/ebook-landing",
    image: "/images/site/ebook.webp",
  });

const benefitIcons: [LucideIcon, ...LucideIcon[]] = [BookOpen, Calculator, FileCheck2];

/** The guide's cover, drawn in markup so it stays sharp at every size. */
function GuideCover() {
  return (
    <div
      aria-hidden
      className="relative mx-auto aspect-[3/4] w-56 rotate-2 rounded-r-md rounded-l-sm bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-6 shadow-2xl shadow-ink-950/60 ring-1 ring-gold-500/40 sm:w-64"
    >
      <div className="absolute inset-y-0 left-0 w-2 rounded-l-sm bg-gradient-to-r from-ink-950 to-ink-800" />
      <div className="flex h-full flex-col justify-between border border-gold-500/40 p-5 text-center">
        <BrandMark className="mx-auto size-10" />
        <div>
          <p className="text-[0.625rem] font-semibold tracking-[0.3em] text-gold-300 uppercase">
            Free Guide
          </p>
          <p className="mt-3 font-display text-2xl leading-tight font-semibold text-ivory-50">
            {GUIDE_TITLE}
          </p>
        </div>
        <p className="text-[0.625rem] tracking-[0.2em] text-ivory-300 uppercase">
          © 2025 {business.name}
        </p>
      </div>
    </div>
  );
}

export default function EbookLanding() {
  return (
    <main id="main">
      <section className="relative isolate overflow-hidden bg-ink-950 text-ivory-50">
        <Backdrop
          image={{
            src: "/images/site/ebook.webp",
            alt: "",
            priority: true,
            className: "opacity-50",
          }}
          veilClassName="bg-gradient-to-r from-ink-950 via-ink-950/85 to-ink-950/50"
        />
        <Container className="grid items-center gap-14 pt-36 pb-20 md:pt-44 md:pb-28 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
              Free Download
            </p>
            <h1 className="mt-4 text-4xl leading-[1.05] font-semibold text-balance sm:text-5xl md:text-6xl">
              {GUIDE_TITLE}
            </h1>
            <p className="mt-6 max-w-xl text-base leading-7 text-ivory-200 md:text-lg md:leading-8">
              Everything we wish every first-time buyer knew: how to choose the right aircraft, what
              ownership really costs and how to close without surprises.
            </p>
            <a
              href="#ebook-form"
              className={buttonVariants({ variant: "gold", size: "lg", className: "mt-9" })}
            >
              Get the Free Guide
            </a>
          </div>
          <GuideCover />
        </Container>
      </section>

      <HeadedSection
        headingId="benefits-heading"
        className="bg-ivory-50 py-20 md:py-28"
        eyebrow="Inside the Guide"
        title="What You Will Learn"
        align="center"
      >
        <FeatureCards
          features={ebookBenefits}
          icons={benefitIcons}
          size="lg"
          className="md:grid-cols-3"
        />
      </HeadedSection>

      <section aria-labelledby="credibility-heading" className="bg-ink-900 py-20 md:py-24">
        <Container>
          <h2 id="credibility-heading" className="sr-only">
            What readers say
          </h2>
          <figure className="mx-auto max-w-3xl text-center">
            <Quote aria-hidden className="mx-auto size-10 text-gold-400" strokeWidth={1.25} />
            <blockquote className="mt-6 font-display text-2xl leading-snug text-balance text-ivory-50 italic sm:text-3xl">
              “{ebookTestimonial.quote}”
            </blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="font-semibold tracking-[0.2em] text-gold-300 uppercase">
                {ebookTestimonial.author}
              </span>
              <span className="mt-1 block text-ivory-200">{ebookTestimonial.position}</span>
            </figcaption>
          </figure>
          <StatFigures
            stats={ebookStats}
            size="lg"
            className="mt-14 gap-y-10 border-t border-ivory-50/10 pt-12"
          />
        </Container>
      </section>

      <section
        id="ebook-form"
        aria-labelledby="ebook-form-heading"
        className="scroll-mt-20 bg-ivory-100 py-20 md:py-28"
      >
        <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <SectionHeading
            id="ebook-form-heading"
            eyebrow="Free Download"
            title="Get Your Copy"
            description="Enter your name and email and we will send the guide straight to your inbox. No spam; unsubscribe at any time."
          />
          <div className="rounded-md border border-ink-900/10 bg-white p-6 shadow-sm sm:p-10">
            <EbookForm />
          </div>
        </Container>
      </section>
    </main>
  );
}
