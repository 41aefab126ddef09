/**
 * Business facts shown across the site, in one place. The sources disagree on where the
 * business is based; every reading is kept and each is shown on the page it concerns.
 */
export const business = {
  name: "Aurum Aviation",
  legalName: "Aurum Aviation Pte. Ltd.",
  tagline: "Private aircraft acquisition, sales and charter",
  blurb:
    "A founder-led private aviation brokerage for buyers, family offices and charter clients. Discreet acquisitions, off-market sales and seamless charter across five global markets.",
  email: "enquiries@aurumaviation.example",
  phone: "+65 6800 2150",
  whatsapp: "+6568002150",
  bookCallUrl: "/contact?inquiry=general#contact-form",
  linkedInUrl: "https://www.linkedin.com/company/aurum-aviation",
  /** The contact address of the footer and the legal pages; Singapore law governs the terms. */
  address: {
    street: "1 Raffles Place, #20-61 One Raffles Place Tower 2",
    city: "Singapore",
    postalCode: "048616",
    country: "Singapore",
    countryCode: "SG",
  },
  governingLaw: "Singapore",
  /** The other reading: an Australian base with partners in the USA and Europe. */
  operationsBase: "Perth, Australia",
  partnerRegions: ["United States", "Europe"],
  /** The About page's reading: based in Europe and Southeast Asia, five markets. */
  aboutBase: "Europe and Southeast Asia",
  markets: [
    { name: "Australia", flag: "🇦🇺" },
    { name: "Singapore", flag: "🇸🇬" },
    { name: "UAE", flag: "🇦🇪" },
    { name: "United States", flag: "🇺🇸" },
    { name: "Europe", flag: "🇪🇺" },
  ],
  certification: "IS-BAO Stage 3",
  /**
   * The track record quoted on the site. Each figure is stated once, here, and every page
   * that quotes it reads it from here, so two pages can never disagree.
   */
  trackRecord: {
    transactions: "50+",
    yearsOfExperience: "15+",
    transactionValue: "$2B+",
    clientSatisfaction: "98%",
  },
  legalLastUpdated: "August 26, 2025",
} as const;
