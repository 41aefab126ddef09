import type { LeadAttribution } from "~/db/schema";

/** The parts of a lead's attribution, labelled for the detail view and the CSV export. */
export const leadAttributionFields: {
  label: string;
  value: (attribution: LeadAttribution) => string | null | undefined;
}[] = [
  { label: "Landing page", value: (a) => a.landingPage },
  { label: "Referrer", value: (a) => a.referrerHost },
  { label: "UTM source", value: (a) => a.utmSource },
  { label: "UTM medium", value: (a) => a.utmMedium },
  { label: "UTM campaign", value: (a) => a.utmCampaign },
  { label: "Sending page", value: (a) => a.sendingPage },
  { label: "Last touch: landing page", value: (a) => a.lastTouch?.landingPage },
  { label: "Last touch: referrer", value: (a) => a.lastTouch?.referrerHost },
  { label: "Last touch: UTM source", value: (a) => a.lastTouch?.utmSource },
  { label: "Last touch: UTM medium", value: (a) => a.lastTouch?.utmMedium },
  { label: "Last touch: UTM campaign", value: (a) => a.lastTouch?.utmCampaign },
  { label: "Device", value: (a) => a.device },
  { label: "Country", value: (a) => a.country },
];

/** CSV columns of a lead's attribution, for exports of rows that carry `attribution`. */
export function leadAttributionCsvColumns<Row extends { attribution?: unknown }>() {
  return leadAttributionFields.map((field) => ({
    header: field.label,
    value: (row: Row) =>
      row.attribution ? (field.value(row.attribution as LeadAttribution) ?? null) : null,
  }));
}
