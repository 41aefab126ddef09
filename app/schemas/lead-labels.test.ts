import { describe, expect, it } from "vitest";
import { isCodedLeadField, leadValueLabel } from "./lead-labels";

describe("lead value labels", () => {
  it("reads coded values with the labels the visitor chose from", () => {
    expect(leadValueLabel("inquiryType", "selling")).toBe("Selling an Aircraft");
    expect(leadValueLabel("inquiryType", "purchase")).toBe("Aircraft Purchase");
    expect(leadValueLabel("serviceType", "charter-services")).toBe("Charter Services");
    expect(leadValueLabel("passengers", "13+")).toBe("13+ passengers");
    expect(leadValueLabel("aircraftPreference", "gulfstream")).toBe("Gulfstream IV SP");
    expect(leadValueLabel("aircraftPreference", "ultra-long-range")).toBe("Ultra Long Range");
    expect(leadValueLabel("source", "modal")).toBe("Quote dialog");
    expect(leadValueLabel("status", "qualified")).toBe("Qualified");
    expect(leadValueLabel("status", "pending")).toBe("Pending confirmation");
  });

  it("keeps an unknown code readable and free text as typed", () => {
    expect(leadValueLabel("source", "journal-sidebar")).toBe("Journal sidebar");
    expect(leadValueLabel("message", "selling")).toBe("selling");
    expect(isCodedLeadField("inquiryType")).toBe(true);
    expect(isCodedLeadField("message")).toBe(false);
  });
});
