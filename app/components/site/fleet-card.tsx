import { ArrowRight, Gauge, type LucideIcon, Navigation, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { FleetCard as FleetCardData } from "~/content/site";
import type { AircraftStatus } from "~/db/schema";
import { cn } from "~/utils/cn";
import { CardShell, ViewDetailsLink } from "./aircraft-card";

/** A fleet card with the figures to show and whether the aircraft is listed for sale. */
export type FleetCardView = FleetCardData & { listed: boolean; status: AircraftStatus };

/**
 * A card of the fleet overview's grid. A listed aircraft links to its
 * details; one that is not listed says so and offers a private search for one like it.
 */
export function FleetCard({ card }: { card: FleetCardView }) {
  return (
    <CardShell
      testId="fleet-card"
      media={{
        src: card.image,
        alt: card.name,
        featured: card.featured,
        category: card.category,
        status: card.status,
      }}
    >
      <h3 className="text-2xl leading-tight font-semibold text-ink-900">{card.name}</h3>
      <p className="mt-1 text-sm tracking-wide text-muted-foreground">{card.registration}</p>
      <dl className="mt-5 flex justify-between gap-3 border-t border-ink-900/10 pt-5 text-sm">
        <Figure icon={Users} label="Seats" value={card.seats} />
        <Figure icon={Navigation} label="Range" value={card.range} />
        <Figure icon={Gauge} label="Speed" value={card.speed} />
      </dl>
      <div className="mt-auto pt-6">
        {card.listed ? (
          <ViewDetailsLink slug={card.slug} name={card.name} variant="outline" />
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
    </CardShell>
  );
}

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs tracking-[0.12em] text-muted-foreground uppercase">
        <Icon aria-hidden className="size-3.5 text-gold-600" />
        {label}
      </dt>
      <dd className="mt-1 font-medium whitespace-nowrap text-ink-900">{value}</dd>
    </div>
  );
}
