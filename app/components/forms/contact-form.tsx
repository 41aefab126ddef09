import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ContactSchema, type InquiryType, inquiryTypeOptions } from "~/schemas/contact";
import { FormNotice, RobotCheckField, SelectField, TextAreaField, TextField } from "./fields";
import { contactMessages, verificationRequired } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * The general enquiry form (home page, /contact, aircraft pages): spec §5 fields and rules,
 * the not-a-robot checkbox backed by a proof-of-work, 'Sending...' while it is sent.
 */
export function ContactForm({ defaultInquiryType }: { defaultInquiryType?: InquiryType }) {
  const { fields, fetcher, formProps, busy, proofOfWork, notice, hiddenFields } = useEnquiryForm({
    intent: "contact",
    schema: ContactSchema,
    messages: contactMessages,
    defaultValue: defaultInquiryType ? { inquiryType: defaultInquiryType } : undefined,
    invalidMessage: (errors) => (errors.captcha ? verificationRequired : null),
  });

  return (
    <fetcher.Form
      {...formProps}
      aria-label="General enquiry"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {hiddenFields}
      {notice ? <FormNotice {...notice} className="sm:col-span-2" /> : null}
      <TextField meta={fields.fullName} label="Full Name" autoComplete="name" />
      <TextField meta={fields.company} label="Company / Role" autoComplete="organization" />
      <TextField meta={fields.email} type="email" label="Email Address" autoComplete="email" />
      <TextField meta={fields.phone} type="tel" label="Phone" autoComplete="tel" />
      <TextField
        meta={fields.location}
        label="Location"
        autoComplete="address-level2"
        placeholder="City, Country"
      />
      <SelectField
        meta={fields.inquiryType}
        label="Inquiry Type"
        options={inquiryTypeOptions}
        placeholder="Select inquiry type"
      />
      <TextAreaField
        meta={fields.message}
        label="Message"
        rows={5}
        className="sm:col-span-2"
        placeholder="Tell us about the aircraft or the service you are looking for"
      />
      <div className="sm:col-span-2">
        <RobotCheckField
          meta={fields.captcha}
          state={proofOfWork.state}
          onTick={proofOfWork.start}
          onUntick={proofOfWork.reset}
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          We respond within 24 hours. Your details are held in strict confidence.
        </p>
        <Button type="submit" variant="gold" size="lg" disabled={busy}>
          <Send aria-hidden />
          {busy ? "Sending..." : "Send Inquiry"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
