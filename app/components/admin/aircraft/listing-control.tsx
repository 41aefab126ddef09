import { Globe, GlobeLock } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { daysOnMarket } from "~/content/aircraft-facts";
import type { AdminAircraftView, AircraftActionData } from "./types";

/**
 * Puts an aircraft on the website or takes it off. Listing is refused until the listing is
 * complete; the refusal stays on screen saying what is missing, so it can be fixed.
 */
export function ListingControl({ aircraft }: { aircraft: AdminAircraftView }) {
  const fetcher = useFetcher<AircraftActionData>();
  const busy = fetcher.state !== "idle";
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const days = daysOnMarket(aircraft.listedAt);
  return (
    <div className="mt-3 flex flex-col gap-2">
      <fetcher.Form
        method="post"
        action="/admin/aircraft"
        className="flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="id" value={aircraft.id} />
        {aircraft.websiteListing ? (
          <Button
            type="submit"
            name="intent"
            value="unlist"
            variant="outline"
            size="sm"
            disabled={busy}
          >
            <GlobeLock aria-hidden />
            Remove from website
          </Button>
        ) : (
          <Button type="submit" name="intent" value="list" variant="gold" size="sm" disabled={busy}>
            <Globe aria-hidden />
            List on website
          </Button>
        )}
        {days === null ? null : (
          <span className="text-sm text-muted-foreground">
            {days} {days === 1 ? "day" : "days"} on market
          </span>
        )}
      </fetcher.Form>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
