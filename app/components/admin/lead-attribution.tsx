import type { LeadAttribution as Attribution } from "~/db/schema";
import { leadAttributionFields } from "./lead-attribution-fields";

/**
 * How the lead's visitor arrived: first touch of the visit, the page the enquiry was sent
 * from, and the last touch when the visitor came back through another link within the visit.
 */
export function LeadAttribution({ attribution }: { attribution: Attribution | null | undefined }) {
  const shown = attribution
    ? leadAttributionFields
        .map((field) => ({ label: field.label, value: field.value(attribution) }))
        .filter((field) => field.value)
    : [];
  return (
    <section aria-labelledby="lead-attribution-title" className="flex flex-col gap-2">
      <h3
        id="lead-attribution-title"
        className="font-sans text-sm font-semibold tracking-wide text-ink-900 uppercase"
      >
        Where this lead came from
      </h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not recorded for this lead.</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          {shown.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-ink-700">{field.label}</dt>
              <dd className="break-words text-ink-900">{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
