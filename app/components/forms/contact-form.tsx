import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ContactSchema, type InquiryType, inquiryTypeOptions } from "~/schemas/contact";
import { FormNotice, RobotCheckField, SelectField, TextAreaField, TextField } from "./fields";
import { contactMessages } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

/** The label of each field, shown on the form and named in its error toasts. */
const contactFieldLabels = {
  fullName: "Full Name",
  company: "Company / Role",
  email: "Email Address",
  phone: "Phone",
  location: "Location",
  inquiryType: "Inquiry Type",
  message: "Message",
} as const;

/**
 * The general enquiry form (home page, /contact, aircraft pages): its fields and rules,
 * the not-a-robot checkbox backed by a proof-of-work, 'Sending...' while it is sent.
 */
export function ContactForm({ defaultInquiryType }: { defaultInquiryType?: InquiryType }) {
  const { fields, field, fetcher, formProps, busy, proofOfWork, notice, hiddenFields } =
    useEnquiryForm({
      intent: "contact",
      schema: ContactSchema,
      messages: contactMessages,
      defaultValue: defaultInquiryType ? { inquiryType: defaultInquiryType } : undefined,
      fieldLabels: contactFieldLabels,
    });

  return (
    <fetcher.Form
      {...formProps}
      aria-label="General enquiry"
      className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {hiddenFields}
      {notice ? <FormNotice {...notice} className="sm:col-span-2" /> : null}
      <TextField {...field("fullName")} autoComplete="name" />
      <TextField {...field("company")} autoComplete="organization" />
      <TextField {...field("email")} type="email" autoComplete="email" />
      <TextField {...field("phone")} type="tel" autoComplete="tel" />
      <TextField {...field("location")} autoComplete="address-level2" placeholder="City, Country" />
      <SelectField
        {...field("inquiryType")}
        options={inquiryTypeOptions}
        placeholder="Select inquiry type"
      />
      <TextAreaField
        {...field("message")}
        rows={5}
        className="sm:col-span-2"
        placeholder="Tell us about the aircraft or the service you are looking for"
      />
      <div className="sm:col-span-2">
        <RobotCheckField meta={fields.captcha} proofOfWork={proofOfWork} />
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
