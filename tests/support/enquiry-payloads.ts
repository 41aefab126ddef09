/** A calendar date `days` from now (UTC), as the forms send it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The smallest valid JSON body of each public enquiry endpoint: required fields only. */
export function minimalEnquiries() {
  return {
    contact: {
      fullName: "Amelia Hart",
      company: "Hart Capital",
      email: "amelia@example.com",
      location: "Singapore",
      inquiryType: "purchase",
      message: "Looking for a Gulfstream G500.",
      captcha: true,
    },
    charter: {
      fullName: "Noah Lim",
      email: "noah@example.com",
      phone: "+65 8123 4567",
      departureLocation: "Singapore",
      destination: "Perth",
      departureDate: inDays(30),
      passengers: "5-8",
      captcha: true,
    },
    "charter-quote": {
      name: "Olivia Chen",
      email: "olivia@example.com",
      phone: "+61 400 000 000",
      tripType: "round-trip",
      departureAirport: "YSSY",
      destinationAirport: "NZQN",
      departureDateTime: `${inDays(20)}T09:30`,
      returnDateTime: `${inDays(24)}T17:00`,
      totalPassengers: "1-4",
    },
    consultation: { name: "Liam Walker", email: "liam@example.com", phone: "+1 212 555 0100" },
    ebook: { name: "Grace Tan", email: "grace@example.com" },
    newsletter: { email: "reader@example.com", source: "footer" },
  } as const;
}
