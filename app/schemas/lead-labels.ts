import { charterAircraftOptions, passengerOptions } from "./charter";
import { modalAircraftOptions, preferredContactOptions, tripTypeOptions } from "./charter-quote";
import { serviceInterestOptions } from "./consultation";
import { inquiryTypeOptions } from "./contact";
import type { Option } from "./enquiry-fields";
import { leadStatusLabels } from "./lead";

/**
 * The one table of what staff read for a stored lead value: the labels the visitor chose from
 * in the forms, and the pipeline and newsletter states. The inboxes, the detail view and the
 * CSV export all read it, so "selling" reads "Selling an Aircraft" everywhere.
 */
const statusOptions: Option[] = [
  ...Object.entries(leadStatusLabels).map(([value, label]) => ({ value, label })),
  { value: "pending", label: "Pending confirmation" },
  { value: "active", label: "Active" },
  { value: "unsubscribed", label: "Unsubscribed" },
];

const leadValueOptions: Record<string, readonly Option[]> = {
  inquiryType: inquiryTypeOptions,
  serviceType: serviceInterestOptions,
  passengers: passengerOptions,
  // Both charter forms name their aircraft types; a value common to both has one label.
  aircraftPreference: [...charterAircraftOptions, ...modalAircraftOptions],
  tripType: tripTypeOptions,
  preferredContact: preferredContactOptions,
  source: [
    { value: "inline", label: "Charter page form" },
    { value: "modal", label: "Quote dialog" },
  ],
  type: [{ value: "consultation", label: "Consultation" }],
  status: statusOptions,
};

/** "ultra-long_range" → "Ultra long range": a value no list names is still readable. */
function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a stored coded value of `field`; free text comes back as stored. */
export function leadValueLabel(field: string, value: string): string {
  const options = leadValueOptions[field];
  if (!options) return value;
  return options.find((option) => option.value === value)?.label ?? humanize(value);
}

/** The coded values of `field` with their labels (none for free text). */
export function leadValueChoices(field: string): readonly Option[] {
  return leadValueOptions[field] ?? [];
}

/** Whether `field` holds a coded value (shown through its label) rather than free text. */
export function isCodedLeadField(field: string): boolean {
  return Object.hasOwn(leadValueOptions, field);
}
