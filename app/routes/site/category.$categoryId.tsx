import { data } from "react-router";
import { GeneralErrorBoundary, notFoundMeta } from "~/components/error-boundary";
import { AircraftCard } from "~/components/site/aircraft-card";
import { OffMarketSearch } from "~/components/site/off-market-search";
import { PageHero } from "~/components/site/page-hero";
import { Container } from "~/components/site/section-heading";
import { withCategoryLabel } from "~/content/aircraft-categories";
import { aircraftCategoryPages } from "~/content/aircraft-category-pages";
import { listWebsiteAircraft } from "~/models/aircraft.server";
import { publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/category.$categoryId";

/** The footer's five aircraft categories; any other id is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = aircraftCategoryPages.find((candidate) => candidate.id === params.categoryId);
  if (!page) throw data(null, { status: 404 });
  const aircraft = await listWebsiteAircraft({ category: page.id });
  return { page, aircraft: aircraft.map(withCategoryLabel) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta;
  const { page } = loaderData;
  return seoMeta({
    origin: originFromMatches(matches),
    title: `${page.title} for Sale`,
    description: page.description,
    path: `/category/${page.id}`,
    image: page.image,
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { page, aircraft } = loaderData;
  return (
    <main id="main">
      <PageHero
        image={page.image}
        eyebrow="Aircraft Category"
        title={page.title}
        description={page.description}
      />
      <section aria-labelledby="category-list-heading" className="bg-ivory-50 py-16 md:py-24">
        <Container>
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="category-list-heading" className="text-3xl font-semibold text-ink-900">
              Available {page.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              {aircraft.length === 1 ? "1 aircraft" : `${aircraft.length} aircraft`}
            </p>
          </div>
          {aircraft.length > 0 ? (
            <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {aircraft.map((item) => (
                <AircraftCard key={item.slug} aircraft={item} />
              ))}
            </div>
          ) : (
            <OffMarketSearch
              title={`No ${page.title.toLowerCase()} are listed right now`}
              className="mt-10"
            >
              Many aircraft change hands off-market before they are ever listed. Tell us what you
              are looking for and we will search privately on your behalf.
            </OffMarketSearch>
          )}
        </Container>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
