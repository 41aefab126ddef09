/** Journal categories, in display order: one list for the journal filter, articles and the back-office. */
export const seedCategories = [
  { slug: "market-trends", name: "Market Trends" },
  { slug: "aircraft-spotlights", name: "Aircraft Spotlights" },
  { slug: "industry-insights", name: "Industry Insights" },
  { slug: "luxury-travel", name: "Luxury Travel" },
  { slug: "technology", name: "Technology" },
  { slug: "aviation", name: "Aviation" },
  { slug: "lifestyle", name: "Lifestyle" },
  { slug: "business", name: "Business" },
] as const;
