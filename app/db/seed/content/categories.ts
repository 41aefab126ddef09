/** Journal categories: the union of the spec's two lists (decisions item 7), in display order. */
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
