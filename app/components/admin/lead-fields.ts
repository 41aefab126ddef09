/** Labels of stored lead fields, shared by the detail view and the CSV export headers. */
export const leadFieldLabels: Record<string, string> = {
  id: "Reference",
  createdAt: "Received",
  fullName: "Name",
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company / Role",
  location: "Location",
  inquiryType: "Inquiry Type",
  message: "Message",
  source: "Source",
  departureLocation: "Departure",
  destination: "Destination",
  departureDate: "Departure date",
  returnDate: "Return date",
  passengers: "Passengers",
  aircraftPreference: "Aircraft preference",
  specialRequests: "Special requests",
  details: "Further details",
  serviceType: "Service interest",
  type: "Request type",
  submittedAt: "Submitted (browser)",
  captchaVerified: "Verified",
  isSpam: "Flagged as spam",
  spamReason: "Spam reason",
  status: "Status",
  confirmedAt: "Confirmed",
  unsubscribedAt: "Unsubscribed",
};

export function fieldLabel(key: string): string {
  const known = leadFieldLabels[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Who and what first, then the request, then the bookkeeping.
const fieldOrder = [
  "createdAt",
  "fullName",
  "name",
  "email",
  "phone",
  "company",
  "location",
  "inquiryType",
  "serviceType",
  "source",
  "departureLocation",
  "destination",
  "departureDate",
  "returnDate",
  "passengers",
  "aircraftPreference",
  "specialRequests",
  "message",
  "details",
  "type",
  "submittedAt",
  "status",
  "confirmedAt",
  "unsubscribedAt",
  "captchaVerified",
  "isSpam",
  "spamReason",
  "id",
];

/** The keys of a stored row in reading order; unknown keys keep their place at the end. */
export function orderedFields(keys: string[]): string[] {
  const rank = (key: string) => {
    const index = fieldOrder.indexOf(key);
    return index === -1 ? fieldOrder.length : index;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}
