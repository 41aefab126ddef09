import { clsx } from "clsx";
import { StepButton, useWrappingIndex } from "./carousel-controls";

export type Testimonial = {
  id: string | number;
  quote: string;
  author: string;
  position: string;
  company: string;
};

/** The home page's testimonials: previous/next and dots; the index wraps both ways. */
export function TestimonialSlider({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const [index, go] = useWrappingIndex(count);
  if (count === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label="Client testimonials" className="relative">
      <p aria-hidden className="text-center font-display text-7xl leading-none text-gold-400">
        “
      </p>
      {/* All quotes share one grid cell so the block keeps the height of the longest. */}
      <div aria-live="polite" className="mt-8 grid">
        {testimonials.map((testimonial, i) => (
          <figure
            key={testimonial.id}
            aria-label={`Testimonial ${i + 1} of ${count}`}
            data-active={i === index ? "true" : "false"}
            className={clsx(
              "[grid-area:1/1] text-center transition-[opacity,visibility] duration-500 motion-reduce:transition-none",
              i === index ? "visible opacity-100" : "invisible opacity-0",
            )}
          >
            <blockquote className="mx-auto max-w-3xl font-display text-2xl leading-snug text-balance text-ivory-50 italic sm:text-3xl md:text-[2.125rem]">
              “{testimonial.quote}”
            </blockquote>
            <figcaption className="mt-8">
              <span className="block text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
                {testimonial.author}
              </span>
              <span className="mt-2 block text-sm text-ivory-200">
                {testimonial.position}, {testimonial.company}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-10 flex items-center justify-center gap-4">
        <StepButton
          direction="previous"
          label="Previous testimonial"
          onClick={() => go(index - 1)}
        />
        <div className="flex items-center">
          {testimonials.map((testimonial, i) => (
            <button
              key={testimonial.id}
              type="button"
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group flex size-8 items-center justify-center"
            >
              <span
                className={clsx(
                  "block size-2 rounded-full transition-colors",
                  i === index ? "bg-gold-400" : "bg-ivory-50/35 group-hover:bg-ivory-50/70",
                )}
              />
            </button>
          ))}
        </div>
        <StepButton direction="next" label="Next testimonial" onClick={() => go(index + 1)} />
      </div>
    </section>
  );
}
