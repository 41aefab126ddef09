import { useRouteLoaderData } from "react-router";
import { DEFAULT_BUSINESS_TIME_ZONE, formatAdminDateTime, isoDate } from "~/utils/format";

/** The business time zone every back-office time is shown in (configured on the server). */
export function useBusinessTimeZone(): string {
  const layout = useRouteLoaderData("routes/admin/_layout") as { timeZone?: string } | undefined;
  return layout?.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
}

/** A moment in the back-office's one format, in the business time zone, naming the zone. */
export function AdminTime({ value, className }: { value: Date | string; className?: string }) {
  const timeZone = useBusinessTimeZone();
  return (
    <time dateTime={isoDate(value)} className={className}>
      {formatAdminDateTime(value, timeZone)}
    </time>
  );
}
