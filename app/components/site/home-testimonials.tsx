import { testimonials } from "~/db/seed/content/testimonials";
import { TestimonialSlider } from "./testimonial-slider";

/** The home page's testimonials, with their quotes: the page loads the two together. */
export function HomeTestimonials() {
  return <TestimonialSlider testimonials={testimonials} />;
}
