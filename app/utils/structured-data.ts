import { business } from "~/config/business";

/**
 * The site-wide schema.org graph: the organisation and the website with its aircraft search
 * (shared chrome). Pages add their own types through seoMeta's `jsonLd`.
 */
export function siteStructuredData(origin: string) {
  const { address } = business;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${origin}/#organization`,
        name: business.name,
        legalName: business.legalName,
        description: business.blurb,
        url: `${origin}/`,
        logo: `${origin}/apple-touch-icon.png`,
        email: business.email,
        telephone: business.phone,
        address: {
          "@type": "PostalAddress",
          streetAddress: address.street,
          addressLocality: address.city,
          postalCode: address.postalCode,
          addressCountry: address.countryCode,
        },
        sameAs: [business.linkedInUrl],
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: business.name,
        url: `${origin}/`,
        publisher: { "@id": `${origin}/#organization` },
        potentialAction: [
          {
            "@type": "SearchAction",
            target: {
              "@type": "EntryPoint",
              urlTemplate: `${origin}/aircraft?search={search_term_string}`,
            },
            "query-input": "required name=search_term_string",
          },
          {
            "@type": "SearchAction",
            target: {
              "@type": "EntryPoint",
              urlTemplate: `${origin}/journal?q={search_term_string}`,
            },
            "query-input": "required name=search_term_string",
          },
        ],
      },
    ],
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` cannot close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
