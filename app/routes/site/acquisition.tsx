import { Handshake, Search } from "lucide-react";
import { ConsultationDialog } from "~/components/forms/consultation-dialog";
import { CheckList } from "~/components/site/check-list";
import { CtaBand } from "~/components/site/cta-band";
import { CtaLink } from "~/components/site/cta-link";
import { NumberedSteps } from "~/components/site/feature-cards";
import { PageHero } from "~/components/site/page-hero";
import { HeadedSection } from "~/components/site/section-heading";
import { Button } from "~/components/ui/button";
import { services } from "~/content/home";
import { acquisitionSteps } from "~/content/site";
import { trackCtaClick } from "~/utils/analytics";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/acquisition";

export { enquiryAction as action } from "./enquiry-action.server";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    origin: originFromMatches(matches),
    title: "Jet Acquisition & Sales",
    description:
      "Buy or sell a private jet with a founder-led brokerage: consultation, market analysis, negotiation, due diligence and closing, handled with complete discretion.",
    path: "/acquisition",
    image: "/images/site/acquisition.webp",
  });

const sides = [
  { service: services.find((s) => s.id === "aircraft-acquisition"), icon: Search },
  { service: services.find((s) => s.id === "aircraft-sales"), icon: Handshake },
];

function BookConsultation({ variant = "gold" }: { variant?: "gold" | "default" }) {
  return (
    <ConsultationDialog
      trigger={
        <Button variant={variant} size="lg" onClick={() => trackCtaClick("Book Consultation")}>
          Book Consultation
        </Button>
      }
    />
  );
}

export default function Acquisition() {
  return (
    <main id="main">
      <PageHero
        size="tall"
        image="/images/site/acquisition.webp"
        eyebrow="Acquisition & Sales"
        title="Jet Acquisition & Sales"
        description="Whether you are buying your first aircraft or selling a long-held one, we represent your interests alone, from the first conversation to the delivery flight."
      >
        <BookConsultation />
        <CtaLink to="/aircraft" variant="outline-light" size="lg">
          Browse Aircraft
        </CtaLink>
      </PageHero>

      <HeadedSection
        headingId="sides-heading"
        className="bg-ivory-50 py-20 md:py-28"
        eyebrow="Buy or Sell"
        title="One Advisor on Your Side of the Table"
        description="We never represent buyer and seller in the same transaction, so our advice is never shaped by an inventory to move."
      >
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {sides.map(({ service, icon: Icon }) =>
            service ? (
              <article
                key={service.id}
                className="rounded-md border border-ink-900/10 bg-white p-8 shadow-sm md:p-10"
              >
                <Icon aria-hidden className="size-8 text-gold-600" strokeWidth={1.5} />
                <h3 className="mt-6 text-3xl font-semibold text-ink-900">{service.title}</h3>
                <p className="mt-4 text-sm leading-6 text-muted-foreground">{service.summary}</p>
                <CheckList items={service.details} className="mt-6 space-y-3" />
              </article>
            ) : null,
          )}
        </div>
      </HeadedSection>

      <HeadedSection
        headingId="process-heading"
        className="bg-ink-900 py-20 md:py-28"
        eyebrow="Our Process"
        title="Five Steps to a Seamless Transaction"
        tone="dark"
      >
        <NumberedSteps
          steps={acquisitionSteps}
          className="mt-14 grid gap-px overflow-hidden rounded-md bg-ivory-50/10 md:grid-cols-5"
          itemClassName="bg-ink-900 p-6 md:p-7"
          titleClassName="mt-5"
        />
      </HeadedSection>

      <CtaBand
        id="acquisition-cta-heading"
        tone="light"
        title="Considering a Purchase or Sale?"
        actions={
          <>
            <BookConsultation variant="default" />
            <CtaLink to="/contact?inquiry=selling" variant="outline" size="lg">
              Sell with us
            </CtaLink>
          </>
        }
      >
        Book a confidential consultation. We will talk through your mission, timing and budget, with
        no obligation.
      </CtaBand>
    </main>
  );
}
