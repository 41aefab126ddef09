import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { EbookSchema } from "~/schemas/ebook";
import { FormNotice, TextField } from "./fields";
import { ebookMessages } from "./messages";
import { useEnquiryForm } from "./use-enquiry-form";

/** The label of each field, shown on the form and named in its error toasts. */
const ebookFieldLabels = {
  name: "Name",
  email: "Email",
} as const;

/** The buying-guide lead form of /ebook-landing: name and email; the guide arrives by email. */
export function EbookForm(_props: Record<string, never>) {
  const { field, fetcher, formProps, busy, proofOfWork, notice, hiddenFields } = useEnquiryForm({
    intent: "ebook",
    schema: EbookSchema,
    messages: ebookMessages,
    fieldLabels: ebookFieldLabels,
    missingMessage: ebookMessages.invalid,
  });

  return (
    <fetcher.Form
      {...formProps}
      onFocus={() => proofOfWork.start()}
      aria-label="Get the buying guide"
      className="relative grid gap-5"
    >
      {hiddenFields}
      {notice ? <FormNotice {...notice} /> : null}
      <TextField {...field("name")} autoComplete="name" placeholder="Your full name" />
      <TextField
        {...field("email")}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <Button type="submit" variant="gold" size="lg" disabled={busy}>
        <Download aria-hidden />
        {busy ? "Sending..." : "Send Me the Guide"}
      </Button>
      <p className="text-xs text-muted-foreground">
        We respect your privacy. Your details are never shared.
      </p>
    </fetcher.Form>
  );
}
