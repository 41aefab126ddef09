import type * as React from "react";
import { Link } from "react-router";
import { business } from "~/config/business";
import { cn } from "~/utils/cn";

export const legalDocuments = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookies", label: "Cookie Policy" },
] as const;

export type LegalPath = (typeof legalDocuments)[number]["to"];

export type LegalSection = { id: string; title: string; body: React.ReactNode };

/** The legal pages' date. */
export const LEGAL_LAST_UPDATED = `Last Updated: ${business.legalLastUpdated}`;

/**
 * The shared frame of the Terms, Privacy and Cookie pages: a dark title band with the date,
 * the sections with an "On this page" index, links between the three documents and the
 * company's contact details.
 */
export function LegalPage({
  path,
  title,
  intro,
  sections,
}: {
  path: LegalPath;
  title: string;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  return (
    <main id="main">
      <section className="bg-ink-950 text-ivory-50">
        <div className="mx-auto max-w-7xl px-5 pt-36 pb-16 sm:px-8 md:pt-44 md:pb-20">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">Legal</p>
          <h1 className="mt-4 text-5xl font-semibold md:text-6xl">{title}</h1>
          <p className="mt-6 text-sm text-ivory-200">{LEGAL_LAST_UPDATED}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-20">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <nav aria-label="Legal documents">
            <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
              Legal documents
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {legalDocuments.map((document) => {
                const current = document.to === path;
                return (
                  <li key={document.to}>
                    <Link
                      to={document.to}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "block rounded-sm px-3 py-2 text-sm transition-colors",
                        current
                          ? "bg-ink-900 font-medium text-ivory-50"
                          : "text-ink-800 hover:bg-ink-900/5",
                      )}
                    >
                      {document.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <nav aria-label="On this page" className="mt-10 hidden lg:block">
            <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
              On this page
            </h2>
            <ol className="mt-4 space-y-2 border-l border-ink-900/10 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-muted-foreground hover:border-gold-600 hover:text-ink-900"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <div className="max-w-3xl">
          <div className="text-lg leading-8 text-ink-800">{intro}</div>
          <div className="mt-4 text-[0.9875rem] leading-7 text-ink-800">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-28 border-t border-ink-900/10 pt-10 mt-10 first:mt-8"
              >
                <h2 id={`${section.id}-heading`} className="text-3xl font-semibold text-ink-900">
                  <span className="mr-3 text-gold-700">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className="mt-5 space-y-4 [&_a]:text-gold-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-ink-900 [&_li]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
                  {section.body}
                </div>
              </section>
            ))}
          </div>
          <CompanyContacts />
        </div>
      </div>
    </main>
  );
}

/** The company's contact details, as the legal pages give them. */
export function CompanyContacts() {
  const { address } = business;
  return (
    <section
      aria-labelledby="legal-contact-heading"
      className="mt-16 rounded-sm bg-ink-950 p-8 text-ivory-100 md:p-10"
    >
      <h2 id="legal-contact-heading" className="text-3xl font-semibold text-ivory-50">
        Contact us
      </h2>
      <p className="mt-3 text-sm leading-6 text-ivory-200">
        Questions about this document or about your information go to our data protection officer.
      </p>
      <address className="mt-6 grid gap-6 text-sm leading-6 not-italic sm:grid-cols-2">
        <div>
          <p className="font-medium text-ivory-50">{business.legalName}</p>
          <p>{address.street}</p>
          <p>
            {address.city} {address.postalCode}
          </p>
        </div>
        <div>
          <p>
            Email:{" "}
            <a
              href={`mailto:${business.email}`}
              className="wrap-anywhere text-gold-300 underline underline-offset-4 hover:text-gold-400"
            >
              {business.email}
            </a>
          </p>
          <p>
            Telephone:{" "}
            <a
              href={`tel:${business.phone.replace(/\s+/g, "")}`}
              className="wrap-anywhere text-gold-300 underline underline-offset-4 hover:text-gold-400"
            >
              {business.phone}
            </a>
          </p>
        </div>
      </address>
    </section>
  );
}
