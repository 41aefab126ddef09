import { z } from "zod";
import { emailAddress, requiredText, submissionFields } from "./enquiry-fields";

/** The buying-guide lead form on /ebook-landing and the body of `POST /api/ebook-leads`. */
export const EbookSchema = z.object({
  name: requiredText("Name"),
  email: emailAddress(),
  ...submissionFields,
});

export type EbookInput = z.output<typeof EbookSchema>;
