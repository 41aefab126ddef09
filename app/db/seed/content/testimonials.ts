/** The home page's three client testimonials. */
export const testimonials = [
  {
    id: 1,
    quote:
      "They found us a Gulfstream that was never publicly listed, ran the pre-purchase inspection as if it were their own aircraft, and closed in under six weeks. What stayed with me was the restraint: no pressure, no noise, just clear advice at every step.",
    author: "Richard Ashworth",
    position: "Principal",
    company: "Ashworth Family Office",
  },
  {
    id: 2,
    quote:
      "Selling a long-range jet across three jurisdictions could have been a year of headaches. Instead we had a realistic valuation on day one, a shortlist of qualified buyers within a month and a closing that was handled with complete discretion.",
    author: "Mei Lin Goh",
    position: "Chief Financial Officer",
    company: "Straits Meridian Holdings",
  },
  {
    id: 3,
    quote:
      "Our executives fly Perth to the Pilbara, Singapore and Jakarta every week. Their charter desk understands the schedule, the aircraft and the people on board, and they have never once let a trip slip.",
    author: "Andrew Keane",
    position: "Head of Corporate Travel",
    company: "Westline Resources",
  },
];
