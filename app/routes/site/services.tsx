import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/site/check-list";
import { CtaBand } from "~/components/site/cta-band";
import { CtaLink } from "~/components/site/cta-link";
import { PageHero } from "~/components/site/page-hero";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { HeadedSection } from "~/components/site/section-heading";
import { business } from "~/config/business";
import { services } from "~/content/home";
import { charterService } from "~/content/site";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/services";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Services",
    description:
      "Aircraft acquisition, aircraft sales, market analysis, pre-purchase inspections and private charter from a founder-led aviation brokerage.",
    path: "/services",
    image: "/images/site/services.webp",
  });

const serviceLinks: Record<string, { to: string; label: string }> = {
  "aircraft-acquisition": { to: "/acquisition", label: "Our acquisition process" },
  "aircraft-sales": { to: "/contact?inquiry=selling", label: "Sell with us" },
  "market-analysis": { to: "/contact?inquiry=general", label: "Request a valuation" },
  "pre-purchase-inspections": { to: "/contact?inquiry=purchase", label: "Discuss an inspection" },
  charter: { to: "/charter", label: "Request a charter quote" },
};

const serviceImages: Record<string, string> = {
  "aircraft-acquisition": "/images/aircraft/gulfstream-g500/gallery-1.webp",
  "aircraft-sales": "/images/aircraft/bombardier-global-6000/gallery-2.webp",
  "market-analysis": "/images/aircraft/gulfstream-iv-sp/gallery-3.webp",
  "pre-purchase-inspections": "/images/aircraft/bombardier-global-6000/gallery-1.webp",
  charter: "/images/aircraft/embraer-phenom-300e/gallery-2.webp",
};

export default function Services() {
  const all = [...services, charterService];
  return (
    <main id="main">
      <PageHero
        image="/images/site/services.webp"
        eyebrow="Our Services"
        title="Expert Guidance, From Search to Skies"
        description="Five services, one standard: independent advice, technical rigour and complete discretion at every stage of aircraft ownership."
      >
        <CtaLink to="/contact" size="lg">
          Speak to an Advisor
        </CtaLink>
      </PageHero>

      <HeadedSection
        headingId="services-list-heading"
        className="bg-ivory-50 py-20 md:py-28"
        eyebrow="What We Do"
        title="Advisory at Every Stage of Ownership"
      >
        <ol className="mt-14 space-y-16 md:space-y-24">
          {all.map((service, i) => {
            const link = serviceLinks[service.id];
            const image = serviceImages[service.id];
            return (
              <li
                key={service.id}
                id={service.id}
                className="grid scroll-mt-24 items-center gap-8 md:grid-cols-2 md:gap-16"
              >
                {image ? (
                  <div className={i % 2 === 1 ? "md:order-2" : undefined}>
                    <ResponsiveImage
                      src={image}
                      alt=""
                      ratio="photo"
                      sizes="(min-width: 768px) 50vw, 100vw"
                      className="aspect-[3/2] w-full rounded-md"
                    />
                  </div>
                ) : null}
                <div>
                  <span className="font-display text-5xl font-semibold text-gold-700">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <h3 className="mt-3 text-3xl font-semibold text-ink-900 md:text-4xl">
                    {service.title}
                  </h3>
                  <p className="mt-4 text-base leading-7 text-muted-foreground">
                    {service.summary}
                  </p>
                  <CheckList items={service.details} className="mt-6 space-y-3" />
                  {link ? (
                    <Link
                      to={link.to}
                      className="mt-7 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-700 hover:text-ink-900"
                    >
                      {link.label}
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </HeadedSection>

      <CtaBand
        id="services-cta-heading"
        tone="dark"
        title="Not Sure Where to Begin?"
        actions={
          <>
            <CtaLink to="/contact" size="lg">
              Contact Us
            </CtaLink>
            <CtaLink to="/aircraft" variant="outline-light" size="lg">
              Browse Aircraft
            </CtaLink>
          </>
        }
      >
        Tell us about your mission and we will recommend the right next step. Operating across{" "}
        {business.markets.length} global markets, with a response within 24 hours.
      </CtaBand>
    </main>
  );
}
