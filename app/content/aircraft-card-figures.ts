import type { AircraftStatus } from "~/db/schema";

/**
 * The figures an aircraft card shows (status, price, passengers, range), apart from the rest of
 * aircraft-facts so the cards on the home page load only these few lines. aircraft-facts
 * re-exports them: import them from there anywhere else.
 */

export const AIRCRAFT_STATUS_LABELS = {
  "for-sale": "For Sale",
  "under-contract": "Under Contract",
  sold: "Sold",
} as const satisfies Record<AircraftStatus, string>;

export function statusLabel(status: AircraftStatus) {
  return AIRCRAFT_STATUS_LABELS[status];
}

/** The price label when an aircraft's price is given on request. */
export const PRICE_ON_REQUEST = "Contact For Pricing";

/**
 * A whole number with its thousands grouped as en-US writes them ("51,000"). Written out rather
 * than with toLocaleString, whose first call in a browser loads the number formats of the locale:
 * tens of milliseconds of a phone's main thread, paid while the aircraft page hydrates.
 */
export function grouped(value: number): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}

export function formatRange(rangeNm: number | null) {
  return rangeNm === null ? null : `${grouped(rangeNm)} nm`;
}

/** "Up to 19", the short form the header and cards show. */
export function formatPassengers(passengers: number | null) {
  return passengers === null ? null : `Up to ${passengers}`;
}

export function formatPrice(aircraft: { askingPrice: string | null }) {
  return aircraft.askingPrice ?? PRICE_ON_REQUEST;
}
