import { Plane } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  CharterSchema,
  charterAircraftOptions,
  earliestTravelDate,
  passengerOptions,
} from "~/schemas/charter";
import { FormNotice, RobotCheckField, SelectField, TextAreaField, TextField } from "./fields";
import { charterMessages } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

/** The label of each field, shown on the form and named in its error toasts. */
const charterFieldLabels = {
  fullName: "Full Name",
  email: "Email",
  phone: "Phone",
  passengers: "Number of Passengers",
  departureLocation: "Departure Location",
  destination: "Destination",
  departureDate: "Departure Date",
  returnDate: "Return Date",
  aircraftPreference: "Aircraft Preference",
  specialRequests: "Special Requests",
} as const;

/**
 * The inline charter request at the foot of /charter (anchor `#charter-form`): its fields,
 * optional return date, aircraft preference and special requests (stored as null when empty).
 */
export function CharterForm(_props: Record<string, never>) {
  const { fields, field, fetcher, formProps, busy, proofOfWork, notice, hiddenFields } =
    useEnquiryForm({
      intent: "charter",
      schema: CharterSchema,
      messages: charterMessages,
      fieldLabels: charterFieldLabels,
    });
  const earliest = earliestTravelDate();

  return (
    <section
      id="charter-form"
      aria-labelledby="charter-form-heading"
      className="scroll-mt-20 bg-ivory-100 py-16 md:py-24"
    >
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-10 px-5 sm:px-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div className="max-w-md">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-700 uppercase">
            Quick Request
          </p>
          <h2
            id="charter-form-heading"
            className="mt-3 text-3xl leading-tight font-semibold text-ink-900 sm:text-4xl md:text-5xl"
          >
            Request a Charter Quote
          </h2>
          <p className="mt-5 leading-7 text-muted-foreground">
            Tell us where and when you would like to fly. A charter manager will reply within 24
            hours with a detailed quote and the aircraft available for your dates.
          </p>
        </div>
        <div className="rounded-md border border-ink-900/10 bg-white p-6 shadow-sm sm:p-10">
          <fetcher.Form
            {...formProps}
            aria-labelledby="charter-form-heading"
            className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
          >
            {hiddenFields}
            {notice ? <FormNotice {...notice} className="sm:col-span-2" /> : null}
            <TextField {...field("fullName")} autoComplete="name" />
            <TextField {...field("email")} type="email" autoComplete="email" />
            <TextField {...field("phone")} type="tel" autoComplete="tel" />
            <SelectField
              {...field("passengers")}
              options={passengerOptions}
              placeholder="Select passengers"
            />
            <TextField {...field("departureLocation")} placeholder="City or airport" />
            <TextField {...field("destination")} placeholder="City or airport" />
            <TextField {...field("departureDate")} type="date" min={earliest} />
            <TextField {...field("returnDate")} type="date" min={earliest} />
            <SelectField
              {...field("aircraftPreference")}
              options={charterAircraftOptions}
              placeholder="Select aircraft (optional)"
              className="sm:col-span-2"
            />
            <TextAreaField
              {...field("specialRequests")}
              rows={4}
              className="sm:col-span-2"
              placeholder="Catering, ground transport, pets, special luggage…"
            />
            <div className="sm:col-span-2">
              <RobotCheckField meta={fields.captcha} proofOfWork={proofOfWork} />
            </div>
            <div className="sm:col-span-2">
              <Button
                type="submit"
                variant="gold"
                size="lg"
                disabled={busy}
                className="w-full sm:w-auto"
              >
                <Plane aria-hidden />
                {busy ? "Submitting..." : "Submit Charter Request"}
              </Button>
            </div>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
