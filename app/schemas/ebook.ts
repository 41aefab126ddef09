import { z } from "zod";
import { botProtectionFields, emailAddress, requiredText, retryKeyField } from "./enquiry-fields";

/** The buying-guide lead form on /ebook-landing and the body of `POST /api/ebook-leads`. */
export const EbookSchema = z.object({
  name: requiredText("Name"),
  email: emailAddress(),
  ...botProtectionFields,
  ...retryKeyField,
});

export type EbookInput = z.output<typeof EbookSchema>;
