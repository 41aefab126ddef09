import { describe, expect, it } from "vitest";
import { renderTemplate } from "./templates.server";
import { enquiryReference, greetedName } from "./wording";

describe("the enquirer's confirmation", () => {
  it("greets a plausible name and refuses one that carries a link or a message", () => {
    expect(greetedName("  Amélie O'Hara-Smith ")).toBe("Amélie O'Hara-Smith");
    for (const name of [
      "Win a prize at evil.example",
      "visit https://evil.example now",
      "mail me: x@evil.example",
      "A".repeat(61),
    ]) {
      expect(greetedName(name), name).toBeNull();
    }
  });

  it("names the request and its reference, and repeats nothing else", async () => {
    const id = "3f2a9c1b-0000-4000-8000-000000000000";
    const mail = await renderTemplate("enquirer-confirmation", {
      name: "Claim your refund at https://evil.example",
      heading: "Inquiry received",
      paragraphs: ["We will contact you within 24 hours."],
      request: "Enquiry (General Inquiry)",
      reference: enquiryReference(id),
    });
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain("Reference: 3F2A9C1B");
    expect(mail.text).toContain("Enquiry (General Inquiry)");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.html).not.toContain("evil.example");
  });
});
