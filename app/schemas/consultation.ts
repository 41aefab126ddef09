import { z } from "zod";
import {
  emailAddress,
  type Option,
  optionalChoice,
  optionalText,
  phoneNumber,
  requiredText,
  submissionFields,
} from "./enquiry-fields";
import { isoDateTime } from "./primitives";

/** Service interests of the consultation dialog. */
export const serviceInterestOptions = [
  { value: "aircraft-acquisition", label: "Aircraft Acquisition" },
  { value: "aircraft-sales", label: "Aircraft Sales" },
  { value: "charter-services", label: "Charter Services" },
  { value: "aviation-consulting", label: "Aviation Consulting" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/**
 * A consultation request (the dialog opened by Book Consultation, Schedule Consultation,
 * Schedule Call, Schedule a Viewing) and the body of `POST /api/consultations`. `type` and
 * `submittedAt` are what the browser sends; the server records its own time as well.
 */
export const ConsultationSchema = z.object({
  name: requiredText("Name"),
  email: emailAddress(),
  phone: phoneNumber(),
  serviceType: optionalChoice(serviceInterestOptions),
  message: optionalText("Message", 5000),
  type: z.literal("consultation").optional(),
  submittedAt: isoDateTime().optional(),
  ...submissionFields,
});

export type ConsultationInput = z.output<typeof ConsultationSchema>;
