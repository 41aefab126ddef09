import { Download, Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { ConsultationDialog } from "~/components/forms/consultation-dialog";
import { AircraftCard } from "~/components/site/aircraft-card";
import { CtaLink } from "~/components/site/cta-link";
import { OffMarketSearch } from "~/components/site/off-market-search";
import { PageHero } from "~/components/site/page-hero";
import { Container } from "~/components/site/section-heading";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { withCategoryLabel } from "~/content/aircraft-categories";
import { collectionFilters } from "~/content/aircraft-category-pages";
import { type AircraftCategorySlug, aircraftCategorySlugs } from "~/db/schema";
import { listWebsiteAircraft } from "~/models/aircraft.server";
import { trackCtaClick } from "~/utils/analytics";
import { cn } from "~/utils/cn";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/aircraft";

export { enquiryAction as action } from "./enquiry-action.server";

function parseCategory(value: string | null): AircraftCategorySlug | null {
  return aircraftCategorySlugs.find((slug) => slug === value) ?? null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const category = parseCategory(url.searchParams.get("category"));
  // Sold aircraft leave the collection; `?status=sold` lists them as references.
  const sold = url.searchParams.get("status") === "sold";
  const aircraft = await listWebsiteAircraft({ search, category, status: sold ? "sold" : null });
  return { aircraft: aircraft.map(withCategoryLabel), search, category, sold };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFromMatches(matches);
  const title = "Aircraft for Sale";
  const description =
    "Browse pre-owned Gulfstream, Bombardier and Embraer business jets offered by Aurum Aviation, with full specifications, galleries and confidential enquiries.";
  return seoMeta({
    origin,
    title,
    description,
    path: "/aircraft",
    noIndex: Boolean(loaderData?.search),
    jsonLd: [
      {
        "@type": "CollectionPage",
        name: title,
        description,
        url: `${origin}/aircraft`,
        isPartOf: { "@id": `${origin}/#website` },
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: loaderData?.aircraft.length ?? 0,
          itemListElement: (loaderData?.aircraft ?? []).map((aircraft, index) => ({
            "@type": "ListItem",
            position: index + 1,
            url: `${origin}/aircraft/${aircraft.slug}`,
            name: aircraft.name,
          })),
        },
      },
    ],
  });
};

export default function AircraftCollection({ loaderData }: Route.ComponentProps) {
  const { aircraft, search, category } = loaderData;
  const filtered = Boolean(search || category);
  const activeFilter = collectionFilters.find((filter) => filter.id === category);
  return (
    <main id="main">
      <PageHero
        size="tall"
        image="/images/site/fleet.webp"
        eyebrow="The Collection"
        title="Exceptional Aircraft, Available Now"
        description="Pre-owned and off-market business jets, each inspected, documented and ready for a private viewing at your convenience."
      >
        <ConsultationDialog
          trigger={
            <Button variant="gold" size="lg" onClick={() => trackCtaClick("Schedule a Viewing")}>
              Schedule a Viewing
            </Button>
          }
        />
        <CtaLink to="/ebook-landing" variant="outline-light" size="lg">
          <Download aria-hidden />
          Download Fleet Guide
        </CtaLink>
      </PageHero>

      <section aria-labelledby="collection-heading" className="bg-ivory-50 py-14 md:py-20">
        <Container>
          <h2 id="collection-heading" className="sr-only">
            Aircraft for sale
          </h2>
          <div className="flex flex-col gap-6 border-b border-ink-900/10 pb-8 lg:flex-row lg:items-center lg:justify-between">
            <Form method="get" role="search" className="flex w-full gap-2 lg:max-w-md">
              {category ? <input type="hidden" name="category" value={category} /> : null}
              <label htmlFor="aircraft-search" className="sr-only">
                Search aircraft
              </label>
              <div className="relative flex-1">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
                />
                <Input
                  id="aircraft-search"
                  key={search}
                  type="search"
                  name="search"
                  defaultValue={search}
                  placeholder="Model or registration"
                  className="pl-9"
                />
              </div>
              {/* On phones the button is its icon, leaving the field room for its hint. */}
              <Button type="submit" className="max-sm:size-11 max-sm:px-0">
                <Search aria-hidden className="sm:hidden" />
                <span className="max-sm:sr-only">Search</span>
              </Button>
            </Form>
            <nav aria-label="Filter by category">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <FilterChip to={searchHref(search, null)} active={!category}>
                    All Aircraft
                  </FilterChip>
                </li>
                {collectionFilters.map((filter) => (
                  <li key={filter.id}>
                    <FilterChip to={searchHref(search, filter.id)} active={category === filter.id}>
                      {filter.title}
                    </FilterChip>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {aircraft.length === 1 ? "1 aircraft" : `${aircraft.length} aircraft`}
              {activeFilter ? ` in ${activeFilter.title}` : ""}
              {search ? ` matching “${search}”` : ""}
            </p>
            {filtered ? (
              <Link
                to="/aircraft"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-700 hover:text-ink-900"
              >
                <X aria-hidden className="size-4" />
                Clear filters
              </Link>
            ) : null}
          </div>

          {aircraft.length > 0 ? (
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {aircraft.map((item) => (
                <AircraftCard key={item.slug} aircraft={item} />
              ))}
            </div>
          ) : (
            <OffMarketSearch title="No aircraft match your search" className="mt-8">
              Many of our aircraft are offered off-market and never listed. Tell us what you are
              looking for and we will search privately on your behalf.
            </OffMarketSearch>
          )}
        </Container>
      </section>
    </main>
  );
}

function searchHref(search: string, category: string | null) {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `/aircraft?${query}` : "/aircraft";
}

function FilterChip({
  to,
  active,
  children,
}: {
  to: string;
  active: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      preventScrollReset
      className={cn(
        "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
        active
          ? "border-ink-900 bg-ink-900 text-ivory-50"
          : "border-ink-900/15 bg-white text-ink-800 hover:border-ink-900/40",
      )}
    >
      {children}
    </Link>
  );
}
