import { Globe2, KeyRound, type LucideIcon, ShieldCheck, UserRound } from "lucide-react";
import { ConsultationDialog } from "~/components/forms/consultation-dialog";
import { StatFigures } from "~/components/site/feature-cards";
import { MarketFlag } from "~/components/site/market-flag";
import { PageHero } from "~/components/site/page-hero";
import { ResponsiveImage } from "~/components/site/responsive-image";
import {
  Container,
  HeadedSection,
  SectionHeading,
  SplitSection,
} from "~/components/site/section-heading";
import { Button } from "~/components/ui/button";
import { business } from "~/config/business";
import { aboutAdvantages, aboutApproach, aboutStats } from "~/content/site";
import { trackCtaClick } from "~/utils/analytics";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/about";

export { enquiryAction as action } from "./enquiry-action.server";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  const title = "About Us";
  const description = `A founder-led private aviation brokerage based in ${business.aboutBase}, specialising in discreet, off-market aircraft transactions across five global markets.`;
  return seoMeta({
    origin,
    title,
    description,
    path: "/about",
    image: "/images/site/about.webp",
    jsonLd: [
      {
        "@type": "AboutPage",
        name: `${title} | ${business.name}`,
        description,
        url: `${origin}/about`,
        isPartOf: { "@id": `${origin}/#website` },
        about: { "@id": `${origin}/#organization` },
      },
    ],
  });
};

const advantageIcons: LucideIcon[] = [KeyRound, UserRound, Globe2, ShieldCheck];

function ConsultationButton({
  label,
  variant,
}: {
  label: "Book Consultation" | "Schedule Call";
  variant: "gold" | "outline-light";
}) {
  return (
    <ConsultationDialog
      trigger={
        <Button variant={variant} size="lg" onClick={() => trackCtaClick(label)}>
          {label}
        </Button>
      }
    />
  );
}

export default function About() {
  return (
    <main id="main">
      <PageHero
        size="tall"
        image="/images/site/about.webp"
        eyebrow="About Us"
        title="Private Aviation, Personally Advised"
        description={`A founder-led brokerage based in ${business.aboutBase}, trusted by owners, family offices and investors for discreet aircraft transactions.`}
      />

      <SplitSection
        headingId="who-heading"
        className="bg-ivory-50 py-20 md:py-28"
        gridClassName="grid items-center gap-12 lg:grid-cols-2 lg:gap-20"
        eyebrow="Who We Are"
        title="Founder-Led, By Design"
        belowHeading={
          <div className="mt-6 space-y-5 text-base leading-7 text-muted-foreground">
            <p>
              {business.name} was founded on a simple idea: the most important aircraft transactions
              deserve a principal's attention from first call to final signature. Every client works
              directly with a founder, never a junior intermediary.
            </p>
            <p>
              Much of what we do happens off-market. Owners come to us when they want to sell
              quietly, and buyers come to us for aircraft that never appear in a public listing.
              That trust is the foundation of our business, and we protect it absolutely.
            </p>
          </div>
        }
      >
        <ResponsiveImage
          src="/images/aircraft/gulfstream-iv-sp/gallery-2.webp"
          alt="The cabin of a Gulfstream business jet"
          ratio="photo"
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[3/2] w-full rounded-md"
        />
      </SplitSection>

      <HeadedSection
        headingId="approach-heading"
        className="bg-ivory-100 py-20 md:py-28"
        eyebrow="Our Approach"
        title="Independent, Rigorous, Discreet"
      >
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {aboutApproach.map((item, i) => (
            <li
              key={item.title}
              className="rounded-md bg-white p-8 shadow-sm ring-1 ring-ink-900/10"
            >
              <span className="font-display text-4xl font-semibold text-gold-700">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-2xl font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-3 text-sm leading-6 text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <HeadedSection
        headingId="excellence-heading"
        className="bg-ink-900 py-20 md:py-24"
        eyebrow="Proven Excellence"
        title="A Record Built on Trust"
        align="center"
        tone="dark"
      >
        <StatFigures stats={aboutStats} size="xl" className="mt-14 gap-y-12" />
      </HeadedSection>

      <HeadedSection
        headingId="advantage-heading"
        className="bg-ivory-50 py-20 md:py-28"
        eyebrow="Our Advantage"
        title="Why Clients Choose Us"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutAdvantages.map((item, i) => {
            const Icon = advantageIcons[i] ?? ShieldCheck;
            return (
              <li key={item.title} className="border-t-2 border-gold-500 pt-6">
                <Icon aria-hidden className="size-7 text-gold-600" strokeWidth={1.5} />
                <h3 className="mt-4 text-2xl font-semibold text-ink-900">{item.title}</h3>
                <p className="mt-3 text-sm leading-6 text-muted-foreground">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="operations-heading"
        className="bg-ivory-100 py-20 md:py-28"
        eyebrow="Global Operations"
        title="Five Markets, One Standard"
        description={`Based in ${business.aboutBase}, with partners in the United States and Europe, we serve clients across five global markets.`}
        align="center"
      >
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {business.markets.map((market) => (
            <li
              key={market.name}
              className="flex flex-col items-center rounded-md bg-white px-4 py-8 text-center shadow-sm ring-1 ring-ink-900/10"
            >
              <MarketFlag
                market={market.name}
                className="h-10 w-15 rounded-[3px] shadow-sm ring-1 ring-ink-900/10"
              />
              <span className="mt-4 font-display text-2xl font-semibold text-ink-900">
                {market.name}
              </span>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section
        aria-labelledby="begin-heading"
        className="relative isolate overflow-hidden bg-ink-950 py-20 md:py-28"
      >
        <ResponsiveImage
          src="/images/site/charter.webp"
          alt=""
          sizes="100vw"
          className="absolute inset-0 -z-20 size-full opacity-40"
        />
        <Container className="text-center">
          <SectionHeading
            id="begin-heading"
            eyebrow="Next Steps"
            title="Ready to Begin?"
            description="Book a confidential consultation or schedule a call at a time that suits you. We respond within 24 hours."
            align="center"
            tone="dark"
          />
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ConsultationButton label="Book Consultation" variant="gold" />
            <ConsultationButton label="Schedule Call" variant="outline-light" />
          </div>
        </Container>
      </section>
    </main>
  );
}
