import {
  ArrowRight,
  CalendarClock,
  Clock,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
} from "lucide-react";
import { Link } from "react-router";
import { ConsultationDialog } from "~/components/forms/consultation-dialog";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/site/page-hero";
import { Container } from "~/components/site/section-heading";
import { Button } from "~/components/ui/button";
import { business } from "~/config/business";
import { type InquiryType, inquiryTypes } from "~/schemas/contact";
import { trackCtaClick } from "~/utils/analytics";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/contact";

export { enquiryAction as action } from "./enquiry-action.server";

/** `?inquiry=` preselects the form's Inquiry Type (e.g. the header's Sell with us). */
export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("inquiry");
  const inquiry: InquiryType | null = inquiryTypes.find((type) => type === requested) ?? null;
  return { inquiry };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  const title = "Contact Us";
  const description =
    "Speak confidentially with an aviation advisor about buying, selling or chartering a private jet. We respond within 24 hours.";
  return seoMeta({
    origin,
    title,
    description,
    path: "/contact",
    image: "/images/site/contact.webp",
    jsonLd: [
      {
        "@type": "ContactPage",
        name: `${title} | ${business.name}`,
        description,
        url: `${origin}/contact`,
        isPartOf: { "@id": `${origin}/#website` },
        about: { "@id": `${origin}/#organization` },
        mainEntity: {
          "@type": "Organization",
          "@id": `${origin}/#organization`,
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "sales",
            email: business.email,
            telephone: business.phone,
            availableLanguage: ["English"],
          },
        },
      },
    ],
  });
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  const { address } = business;
  return (
    <main id="main">
      <PageHero
        image="/images/site/contact.webp"
        eyebrow="Contact"
        title="Let's Talk Privately"
        description="Whether you are buying, selling or simply exploring, an advisor will respond within 24 hours. Everything you share is held in strict confidence."
      />

      <section aria-label="Contact options" className="bg-ivory-50 py-16 md:py-24">
        <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
          <div
            id="contact-form"
            className="scroll-mt-24 rounded-md border border-ink-900/10 bg-white p-6 shadow-sm sm:p-10"
          >
            <ContactForm key={inquiry ?? "default"} defaultInquiryType={inquiry ?? undefined} />
          </div>

          <aside className="space-y-6">
            <div className="rounded-md bg-ink-900 p-7 text-ivory-50">
              <h2 className="text-2xl font-semibold">Looking to charter?</h2>
              <p className="mt-2 text-sm leading-6 text-ivory-200">
                For one-way, round-trip and multi-leg flights, our charter desk sends a detailed
                quote within 24 hours.
              </p>
              <Link
                to="/charter"
                className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-gold-300 hover:text-gold-400"
              >
                Request a charter quote
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>

            <div className="rounded-md border border-ink-900/10 bg-white p-7 shadow-sm">
              <h2 className="text-2xl font-semibold text-ink-900">Reach us directly</h2>
              <ul className="mt-5 space-y-5 text-sm">
                <li className="flex gap-4">
                  <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900">Email</p>
                    <a
                      href={`mailto:${business.email}`}
                      className="wrap-anywhere text-muted-foreground underline-offset-4 hover:text-ink-900 hover:underline"
                    >
                      {business.email}
                    </a>
                  </div>
                </li>
                <li className="flex gap-4">
                  <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  <div>
                    <p className="font-medium text-ink-900">Telephone</p>
                    <a
                      href={`tel:${business.phone.replace(/\s/g, "")}`}
                      className="wrap-anywhere text-muted-foreground underline-offset-4 hover:text-ink-900 hover:underline"
                    >
                      {business.phone}
                    </a>
                  </div>
                </li>
                <li className="flex gap-4">
                  <MessageCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  <div>
                    <p className="font-medium text-ink-900">Messaging</p>
                    <a
                      href={`https://wa.me/${business.whatsapp.replace(/\D/g, "")}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="wrap-anywhere text-muted-foreground underline-offset-4 hover:text-ink-900 hover:underline"
                    >
                      Message us on WhatsApp
                    </a>
                  </div>
                </li>
                <li className="flex gap-4">
                  <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  <div>
                    <p className="font-medium text-ink-900">Book a call</p>
                    <p className="text-muted-foreground">Choose a time that suits you.</p>
                    <div className="mt-3">
                      <ConsultationDialog
                        trigger={
                          <Button size="sm" onClick={() => trackCtaClick("Book a Call")}>
                            Book a Call
                          </Button>
                        }
                      />
                    </div>
                  </div>
                </li>
                <li className="flex gap-4">
                  <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  <div>
                    <p className="font-medium text-ink-900">Office</p>
                    <address className="text-muted-foreground not-italic">
                      {address.street}
                      <br />
                      {address.city} {address.postalCode}
                    </address>
                  </div>
                </li>
              </ul>
            </div>

            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <div className="flex gap-4 rounded-md bg-ivory-100 p-6">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
                <div>
                  <h2 className="font-sans text-sm font-semibold text-ink-900">24-Hour Response</h2>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">
                    Every enquiry receives a personal reply within 24 hours. Urgent charter needs
                    are handled 24/7.
                  </p>
                </div>
              </div>
              <div className="flex gap-4 rounded-md bg-ivory-100 p-6">
                <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
                <div>
                  <h2 className="font-sans text-sm font-semibold text-ink-900">
                    Complete Discretion
                  </h2>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">
                    Your identity and your enquiry are never shared without your consent. Many of
                    our clients have never been named, and never will be.
                  </p>
                </div>
              </div>
            </div>
          </aside>
        </Container>
      </section>
    </main>
  );
}
