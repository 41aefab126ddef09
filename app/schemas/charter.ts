import { z } from "zod";
import {
  emailAddress,
  type Option,
  optionalChoice,
  optionalText,
  phoneNumber,
  requiredChoice,
  requiredText,
  robotCheck,
  submissionFields,
} from "./enquiry-fields";
import { isCalendarDate } from "./primitives";

/** Passenger buckets, shared by the inline form and the quote modal. */
export const passengerOptions = [
  { value: "1-4", label: "1-4 passengers" },
  { value: "5-8", label: "5-8 passengers" },
  { value: "9-12", label: "9-12 passengers" },
  { value: "13+", label: "13+ passengers" },
] as const satisfies readonly Option[];
export const passengerCount = () =>
  requiredChoice(passengerOptions, "Please choose the number of passengers");

/** Aircraft preferences of the inline charter form. */
export const charterAircraftOptions = [
  { value: "light-jet", label: "Light Jet" },
  { value: "midsize-jet", label: "Midsize Jet" },
  { value: "heavy-jet", label: "Heavy Jet" },
  { value: "gulfstream", label: "Gulfstream IV SP" },
  { value: "no-preference", label: "No Preference" },
] as const satisfies readonly Option[];

/** Today's date (YYYY-MM-DD) a day behind UTC, so no visitor's time zone sees today refused. */
export function earliestTravelDate(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const travelDate = (label: string) =>
  requiredText(label, 10)
    .refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine((value) => value >= earliestTravelDate(), `${label} cannot be in the past`);

export const optionalTravelDate = (label: string) =>
  optionalText(label, 10).refine(
    (value) => value === null || isCalendarDate(value),
    `${label} must be a date (YYYY-MM-DD)`,
  );

/**
 * The inline charter request (`#charter-form` on /charter), as the form posts it and as
 * `POST /api/charter-submissions` takes it. Empty optionals are stored as null.
 */
export const CharterSchema = z
  .object({
    fullName: requiredText("Full name"),
    email: emailAddress(),
    phone: phoneNumber(),
    departureLocation: requiredText("Departure location"),
    destination: requiredText("Destination"),
    departureDate: travelDate("Departure date"),
    returnDate: optionalTravelDate("Return date"),
    passengers: passengerCount(),
    aircraftPreference: optionalChoice(charterAircraftOptions),
    specialRequests: optionalText("Special requests", 5000),
    captcha: robotCheck,
    ...submissionFields,
  })
  .refine(
    (value) =>
      !value.returnDate ||
      !isCalendarDate(value.departureDate) ||
      value.returnDate >= value.departureDate,
    {
      path: ["returnDate"],
      message: "Return date cannot be before the departure date",
    },
  );

export type CharterInput = z.output<typeof CharterSchema>;
