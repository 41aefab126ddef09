import { z } from "zod";
import {
  emailAddress,
  type Option,
  optionalText,
  optionValues,
  requiredChoice,
  requiredText,
  robotCheck,
  submissionFields,
} from "./enquiry-fields";

/** Inquiry types of the general enquiry form. */
export const inquiryTypeOptions = [
  { value: "purchase", label: "Aircraft Purchase" },
  { value: "selling", label: "Selling an Aircraft" },
  { value: "general", label: "General Inquiry" },
] as const satisfies readonly Option[];

export type InquiryType = (typeof inquiryTypeOptions)[number]["value"];
export const inquiryTypes = optionValues(inquiryTypeOptions);

/**
 * The general enquiry (home page and /contact), as the form posts it and as
 * `POST /api/contact-submissions` takes it. `company` is the 'Company / Role' input.
 */
export const ContactSchema = z.object({
  fullName: requiredText("Full name"),
  company: requiredText("Company / Role"),
  email: emailAddress(),
  phone: optionalText("Phone", 50),
  location: requiredText("Location"),
  inquiryType: requiredChoice(inquiryTypeOptions, "Please choose an inquiry type"),
  message: requiredText("Message", 5000),
  captcha: robotCheck,
  ...submissionFields,
});

export type ContactInput = z.output<typeof ContactSchema>;
