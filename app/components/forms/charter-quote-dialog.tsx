import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { passengerOptions } from "~/schemas/charter";
import {
  CharterQuoteSchema,
  charterQuoteSteps,
  modalAircraftOptions,
  preferredContactOptions,
  tripTypeOptions,
} from "~/schemas/charter-quote";
import { cn } from "~/utils/cn";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";
import { charterQuoteMessages } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

type Step = 1 | 2 | 3;

/** Whether a submit event comes from the Next button (clicked, or Enter in a field). */
function isNextButton(event: Event): boolean {
  const submitter = (event as SubmitEvent).submitter;
  return submitter instanceof HTMLElement && submitter.dataset.stepAction === "next";
}
const stepTitles: Record<Step, string> = {
  1: "Contact Details",
  2: "Trip Details",
  3: "Preferences",
};

/** The label of each field, shown on the form and named in its error toasts. */
const charterQuoteFieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  preferredContact: "Preferred Contact Method",
  tripType: "Trip Type",
  totalPassengers: "Total Passengers",
  departureAirport: "Departure Airport",
  destinationAirport: "Destination Airport",
  departureDateTime: "Departure Date & Time",
  returnDateTime: "Return Date & Time",
  datesFlexible: "My dates are flexible",
  overnightWait: "Aircraft waits overnight",
  passengerNames: "Passenger Names",
  aircraftPreference: "Aircraft Type",
  vipRequirements: "VIP Requirements",
  cateringPreferences: "Catering Preferences",
  luggageNotes: "Luggage Notes",
  otherPreferences: "Other Preferences",
  groundTransport: "Ground transport",
  cabinAttendant: "Cabin attendant",
  additionalNotes: "Additional Notes",
} as const;

/** One step's fields: shown only while it is the current step, its title read out as legend. */
function StepFieldset({
  step,
  current,
  stepRefs,
  children,
}: {
  step: Step;
  current: Step;
  stepRefs: React.RefObject<Record<Step, HTMLFieldSetElement | null>>;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      ref={(element) => {
        stepRefs.current[step] = element;
      }}
      hidden={step !== current}
      className="grid gap-4 sm:grid-cols-2"
    >
      <legend className="sr-only">{stepTitles[step]}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The 3-step charter quote modal of /charter. Next and Previous move between
 * steps without checking them; the request is sent only from step 3, and a missing field sends
 * the visitor back to its step. Every field is stored.
 */
export function CharterQuoteDialog({ trigger }: { trigger: React.ReactElement }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>(1);
  const stepRefs = useRef<Record<Step, HTMLFieldSetElement | null>>({ 1: null, 2: null, 3: null });
  const moved = useRef(false);
  const { field, fetcher, formProps, busy, proofOfWork, hiddenFields } = useEnquiryForm({
    intent: "charter-quote",
    schema: CharterQuoteSchema,
    messages: charterQuoteMessages,
    fieldLabels: charterQuoteFieldLabels,
    onInvalid: (errors) => {
      const first = ([1, 2, 3] as const).find((candidate) =>
        charterQuoteSteps[candidate].some((name) => errors[name]?.length),
      );
      if (first) goTo(first);
    },
    onSuccess: () => {
      setStep(1);
      setOpen(false);
    },
  });

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepRefs.current[step]
      ?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")
      ?.focus();
  }, [step]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) proofOfWork.start();
        else setStep(1);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request a Charter Quote</DialogTitle>
          <DialogDescription>
            Step {step} of 3: {stepTitles[step]}
          </DialogDescription>
        </DialogHeader>
        <ol className="grid grid-cols-3 gap-2" aria-hidden>
          {([1, 2, 3] as const).map((index) => (
            <li key={index} className="flex flex-col gap-1.5">
              <span
                className={cn("h-1 rounded-full", index <= step ? "bg-gold-500" : "bg-ink-900/10")}
              />
              <span
                className={cn(
                  "text-xs",
                  index === step ? "font-semibold text-ink-900" : "text-ink-600",
                )}
              >
                {stepTitles[index]}
              </span>
            </li>
          ))}
        </ol>
        <fetcher.Form
          {...formProps}
          onSubmit={(event) => {
            // On steps 1-2 only the Next button moves on: pressed, or as the form's default
            // button when Enter is pressed in a field. Every other submit there is the form
            // library revalidating the field being edited, which must not change the step.
            if (step < 3 && isNextButton(event.nativeEvent)) {
              event.preventDefault();
              goTo((step + 1) as Step);
              return;
            }
            formProps.onSubmit(event);
          }}
          aria-label="Charter quote request"
          className="relative"
        >
          {hiddenFields}
          <StepFieldset step={1} current={step} stepRefs={stepRefs}>
            <TextField {...field("name")} autoComplete="name" />
            <TextField {...field("email")} type="email" autoComplete="email" />
            <TextField {...field("phone")} type="tel" autoComplete="tel" />
            <TextField {...field("company")} autoComplete="organization" />
            <SelectField
              {...field("preferredContact")}
              options={preferredContactOptions}
              placeholder="Select (optional)"
              className="sm:col-span-2"
            />
          </StepFieldset>
          <StepFieldset step={2} current={step} stepRefs={stepRefs}>
            <SelectField
              {...field("tripType")}
              options={tripTypeOptions}
              placeholder="Select trip type"
            />
            <SelectField
              {...field("totalPassengers")}
              options={passengerOptions}
              placeholder="Select passengers"
            />
            <TextField {...field("departureAirport")} placeholder="City or airport code" />
            <TextField {...field("destinationAirport")} placeholder="City or airport code" />
            <TextField {...field("departureDateTime")} type="datetime-local" />
            <TextField {...field("returnDateTime")} type="datetime-local" />
            <div className="flex flex-wrap gap-x-8 gap-y-3 sm:col-span-2">
              <CheckboxField {...field("datesFlexible")} />
              <CheckboxField {...field("overnightWait")} />
            </div>
            <TextAreaField
              {...field("passengerNames")}
              rows={2}
              className="sm:col-span-2"
              placeholder="As shown on passports (optional)"
            />
          </StepFieldset>
          <StepFieldset step={3} current={step} stepRefs={stepRefs}>
            <SelectField
              {...field("aircraftPreference")}
              options={modalAircraftOptions}
              placeholder="Select (optional)"
            />
            <TextField {...field("vipRequirements")} />
            <TextField {...field("cateringPreferences")} />
            <TextField {...field("luggageNotes")} />
            <TextAreaField {...field("otherPreferences")} rows={2} className="sm:col-span-2" />
            <div className="flex flex-wrap gap-x-8 gap-y-3 sm:col-span-2">
              <CheckboxField {...field("groundTransport")} />
              <CheckboxField {...field("cabinAttendant")} />
            </div>
            <TextAreaField {...field("additionalNotes")} rows={3} className="sm:col-span-2" />
          </StepFieldset>
          <div className="mt-6 flex items-center justify-between gap-3">
            {step > 1 ? (
              <Button
                key="previous"
                type="button"
                variant="outline"
                onClick={() => goTo((step - 1) as Step)}
              >
                <ArrowLeft aria-hidden />
                Previous
              </Button>
            ) : (
              <span />
            )}
            {/* Distinct keys: React must not turn the clicked Next button into the submit
                button while the click is still being handled, or the click would submit. */}
            {step < 3 ? (
              <Button key="next" type="submit" data-step-action="next">
                Next
                <ArrowRight aria-hidden />
              </Button>
            ) : (
              <Button key="submit" type="submit" variant="gold" disabled={busy}>
                <Send aria-hidden />
                {busy ? "Sending Request..." : "Submit Request"}
              </Button>
            )}
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
