import { describe, expect, test } from "vitest";
import { ConsultationSchema } from "~/schemas/consultation";
import { ContactSchema } from "~/schemas/contact";
import { NewsletterSchema } from "~/schemas/newsletter";
import { invalidSubmissionMessage, verificationRequired } from "./messages";

const contactLabels = {
  fullName: "Full Name",
  company: "Company / Role",
  email: "Email Address",
  phone: "Phone",
  location: "Location",
  inquiryType: "Inquiry Type",
  message: "Message",
};

/** The field errors the forms get from their schema for these values. */
function errorsFor(
  schema: typeof ContactSchema | typeof NewsletterSchema | typeof ConsultationSchema,
  values: FormData,
) {
  const result = schema.safeParse(Object.fromEntries(values));
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0]);
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

function form(fields: Record<string, string>) {
  const values = new FormData();
  for (const [name, value] of Object.entries(fields)) values.set(name, value);
  return values;
}

const completeContact = {
  fullName: "Sofia Marin",
  company: "Principal",
  email: "sofia@example.com",
  location: "Madrid",
  inquiryType: "general",
  message: "Hello",
  captcha: "on",
};

describe("the toast of a refused enquiry", () => {
  test("an empty contact form lists every missing required field, then the robot check", () => {
    const values = form({});
    const message = invalidSubmissionMessage({
      errors: errorsFor(ContactSchema, values),
      values,
      labels: contactLabels,
    });
    expect(message).toEqual({
      title: "Required Fields Missing",
      description:
        "Please fill in Full Name, Company / Role, Email Address, Location, Inquiry Type and Message. Please confirm you are not a robot.",
    });
  });

  test("a malformed email is called malformed, not missing", () => {
    const values = form({ ...completeContact, email: "sofia@example" });
    const message = invalidSubmissionMessage({
      errors: errorsFor(ContactSchema, values),
      values,
      labels: contactLabels,
    });
    expect(message).toEqual({ title: "Please enter a valid email address" });
  });

  test("a form whose own wording for missing fields keeps it only for missing fields", () => {
    const missing = { title: "Required Fields Missing", description: "Please fill in your name." };
    const labels = { name: "Name", email: "Email", phone: "Phone" };
    const malformed = form({ name: "Liam", email: "liam@", phone: "+1 212 555 0100" });
    expect(
      invalidSubmissionMessage({
        errors: errorsFor(ConsultationSchema, malformed),
        values: malformed,
        labels,
        missing,
      }),
    ).toEqual({ title: "Please enter a valid email address" });
    const empty = form({ email: "liam@example.com" });
    expect(
      invalidSubmissionMessage({
        errors: errorsFor(ConsultationSchema, empty),
        values: empty,
        labels,
        missing,
      }),
    ).toEqual(missing);
  });

  test("a newsletter signup with a malformed email is not told to enter one", () => {
    const values = form({ email: "reader@@example.com" });
    expect(
      invalidSubmissionMessage({
        errors: errorsFor(NewsletterSchema, values),
        values,
        labels: { email: "Email address" },
        missing: { title: "Please enter your email address" },
      }),
    ).toEqual({ title: "Please enter a valid email address" });
  });

  test("only the robot check left: the verification message", () => {
    const values = form({ ...completeContact, captcha: "" });
    values.delete("captcha");
    expect(
      invalidSubmissionMessage({
        errors: errorsFor(ContactSchema, values),
        values,
        labels: contactLabels,
      }),
    ).toEqual(verificationRequired);
  });
});
