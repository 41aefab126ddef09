import { z } from "zod";
import { passengerCount } from "./charter";
import {
  emailAddress,
  type Option,
  optionalChoice,
  optionalFlag,
  optionalText,
  phoneNumber,
  requiredChoice,
  requiredText,
  submissionFields,
} from "./enquiry-fields";
import { isLocalDateTime } from "./primitives";

/** Aircraft types of the 3-step quote modal. */
export const modalAircraftOptions = [
  { value: "light-jet", label: "Light Jet" },
  { value: "midsize-jet", label: "Midsize Jet" },
  { value: "super-midsize", label: "Super Midsize" },
  { value: "heavy-jet", label: "Heavy Jet" },
  { value: "ultra-long-range", label: "Ultra Long Range" },
  { value: "no-preference", label: "No Preference" },
] as const satisfies readonly Option[];

export const tripTypeOptions = [
  { value: "one-way", label: "One Way" },
  { value: "round-trip", label: "Round Trip" },
  { value: "multi-leg", label: "Multi-Leg" },
] as const satisfies readonly Option[];

export const preferredContactOptions = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
  { value: "whatsapp", label: "WhatsApp" },
] as const satisfies readonly Option[];

const earliest = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 16);

/**
 * The 3-step charter quote modal. It is stored as a charter submission: the route, dates,
 * passengers and aircraft fill their columns, the free texts are folded into special_requests,
 * and every field the visitor typed is kept in `details`.
 */
export const CharterQuoteSchema = z
  .object({
    name: requiredText("Name"),
    email: emailAddress(),
    phone: phoneNumber(),
    company: optionalText("Company", 200),
    preferredContact: optionalChoice(preferredContactOptions),
    tripType: requiredChoice(tripTypeOptions, "Please choose a trip type"),
    departureAirport: requiredText("Departure airport"),
    destinationAirport: requiredText("Destination airport"),
    departureDateTime: requiredText("Departure date and time", 19)
      .refine(isLocalDateTime, {
        error: "Please enter the departure date and time",
        abort: true,
      })
      .refine((value) => value >= earliest(), "Departure cannot be in the past"),
    returnDateTime: optionalText("Return date and time", 19).refine(
      (value) => value === null || isLocalDateTime(value),
      "Please enter the return date and time",
    ),
    datesFlexible: optionalFlag,
    overnightWait: optionalFlag,
    totalPassengers: passengerCount(),
    passengerNames: optionalText("Passenger names", 2000),
    vipRequirements: optionalText("VIP requirements", 2000),
    aircraftPreference: optionalChoice(modalAircraftOptions),
    otherPreferences: optionalText("Other preferences", 2000),
    groundTransport: optionalFlag,
    cateringPreferences: optionalText("Catering preferences", 2000),
    cabinAttendant: optionalFlag,
    luggageNotes: optionalText("Luggage notes", 2000),
    additionalNotes: optionalText("Additional notes", 5000),
    ...submissionFields,
  })
  .refine(
    (value) =>
      !value.returnDateTime ||
      !isLocalDateTime(value.departureDateTime) ||
      value.returnDateTime >= value.departureDateTime,
    { path: ["returnDateTime"], message: "Return cannot be before the departure" },
  );

export type CharterQuoteInput = z.output<typeof CharterQuoteSchema>;

/** Which of the modal's three steps holds each required field (for jumping to an error). */
export const charterQuoteSteps: Record<1 | 2 | 3, readonly string[]> = {
  1: ["name", "email", "phone", "company", "preferredContact"],
  2: [
    "tripType",
    "departureAirport",
    "destinationAirport",
    "departureDateTime",
    "returnDateTime",
    "datesFlexible",
    "overnightWait",
    "totalPassengers",
    "passengerNames",
  ],
  3: [
    "vipRequirements",
    "aircraftPreference",
    "otherPreferences",
    "groundTransport",
    "cateringPreferences",
    "cabinAttendant",
    "luggageNotes",
    "additionalNotes",
  ],
};
