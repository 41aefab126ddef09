import type * as React from "react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { business } from "~/config/business";
import { ConsultationSchema, serviceInterestOptions } from "~/schemas/consultation";
import { SelectField, TextAreaField, TextField } from "./fields";
import { consultationMessages } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

/** The label of each field, shown on the form and named in its error toasts. */
const consultationFieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  serviceType: "Service Interest",
  message: "Message",
} as const;

/**
 * The consultation dialog opened by Book Consultation, Schedule Consultation, Schedule Call and
 * Schedule a Viewing. It closes on success; on failure it stays open with what was typed, so a
 * lead is never silently dropped.
 */
export function ConsultationDialog({ trigger }: { trigger: React.ReactElement }) {
  const [open, setOpen] = useState(false);
  const { field, fetcher, formProps, busy, proofOfWork, hiddenFields } = useEnquiryForm({
    intent: "consultation",
    schema: ConsultationSchema,
    messages: consultationMessages,
    fieldLabels: consultationFieldLabels,
    missingMessage: consultationMessages.invalid,
    onSuccess: () => setOpen(false),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) proofOfWork.start();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule a Consultation</DialogTitle>
          <DialogDescription>
            Tell us how to reach you and what you have in mind. An advisor will arrange a private
            conversation at a time that suits you.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          {...formProps}
          aria-label="Consultation request"
          className="relative grid gap-4"
        >
          {hiddenFields}
          <input type="hidden" name="type" value="consultation" />
          <TextField {...field("name")} autoComplete="name" />
          <TextField {...field("email")} type="email" autoComplete="email" />
          <TextField {...field("phone")} type="tel" autoComplete="tel" />
          <SelectField
            {...field("serviceType")}
            options={serviceInterestOptions}
            placeholder="Select a service (optional)"
          />
          <TextAreaField
            {...field("message")}
            rows={4}
            placeholder="Aircraft, timing, questions (optional)"
          />
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="gold" disabled={busy}>
              {busy ? "Submitting..." : "Submit Request"}
            </Button>
          </DialogFooter>
          <p className="text-xs text-muted-foreground">
            We typically respond within 4-6 hours. For urgent needs our team is available 24/7 on{" "}
            <a
              href={`tel:${business.phone.replace(/\s/g, "")}`}
              className="underline underline-offset-2"
            >
              {business.phone}
            </a>
            .
          </p>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
