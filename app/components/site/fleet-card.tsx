import { ArrowRight, Gauge, Navigation, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { FleetCard as FleetCardData } from "~/content/site";
import { cn } from "~/utils/cn";
import { CardMedia, CardShell } from "./aircraft-card";

/** A fleet card with the figures to show and whether the aircraft is listed for sale. */
export type FleetCardView = FleetCardData & { listed: boolean };

/**
 * A card of the fleet overview's grid (spec §3 fleet card). A listed aircraft links to its
 * details; one that is not listed says so and offers a private search for one like it.
 */
export function FleetCard({ card }: { card: FleetCardView }) {
  return (
    <CardShell testId="fleet-card">
      <CardMedia
        src={card.image}
        alt={card.name}
        featured={card.featured}
        category={card.category}
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl leading-tight font-semibold text-ink-900">{card.name}</h3>
        <p className="mt-1 text-sm tracking-wide text-muted-foreground">{card.registration}</p>
        <dl className="mt-5 flex justify-between gap-3 border-t border-ink-900/10 pt-5 text-sm">
          <div>
            <dt className="flex items-center gap-1.5 text-xs tracking-[0.12em] text-muted-foreground uppercase">
              <Users aria-hidden className="size-3.5 text-gold-600" />
              Seats
            </dt>
            <dd className="mt-1 font-medium whitespace-nowrap text-ink-900">
              {card.passengers} passengers
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs tracking-[0.12em] text-muted-foreground uppercase">
              <Navigation aria-hidden className="size-3.5 text-gold-600" />
              Range
            </dt>
            <dd className="mt-1 font-medium whitespace-nowrap text-ink-900">{card.range}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs tracking-[0.12em] text-muted-foreground uppercase">
              <Gauge aria-hidden className="size-3.5 text-gold-600" />
              Speed
            </dt>
            <dd className="mt-1 font-medium whitespace-nowrap text-ink-900">{card.speed}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-6">
          {card.listed ? (
            <Link
              to={`/aircraft/${card.slug}`}
              aria-label={`View Details: ${card.name}`}
              className={cn(buttonVariants({ variant: "outline" }), "w-full")}
            >
              View Details
              <ArrowRight aria-hidden />
            </Link>
          ) : (
            <>
              <p className="mb-3 text-sm leading-6 text-muted-foreground">
                Not listed for sale at the moment. We can search privately for one like it.
              </p>
              <Link
                to="/contact?inquiry=purchase#contact-form"
                aria-label={`Enquire about a ${card.name}`}
                className={cn(buttonVariants({ variant: "outline" }), "w-full")}
              >
                Enquire About This Aircraft
                <ArrowRight aria-hidden />
              </Link>
            </>
          )}
        </div>
      </div>
    </CardShell>
  );
}
