import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { HERO_AUTO_ADVANCE_MS, type HeroSlide } from "~/content/home";
import { StepButton, useWrappingIndex } from "./carousel-controls";
import { CtaLink } from "./cta-link";
import { imageSrcSet } from "./responsive-image";

/** The `sizes` of the slides' images, shared with the page's preload link. */
export const HERO_IMAGE_SIZES = "100vw";

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * The home page's rotating hero: advances every 6 seconds and wraps both ways;
 * dots jump to a slide, arrows step. It holds still while the pointer is over it or focus is
 * inside it (so a keyboard user is never moved on), and under `prefers-reduced-motion`.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const count = slides.length;
  const [index, go] = useWrappingIndex(count);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;
  const regionRef = useRef<HTMLElement>(null);

  // Restarting the timer on every change gives a manually chosen slide its full six seconds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` is rebuilt on every render; `index` restarts the timer
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), HERO_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  if (count === 0) return null;

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-active-slide={index}
      data-paused={paused ? "true" : "false"}
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-ink-950 text-ivory-50 md:min-h-[44rem] lg:h-[100svh] lg:max-h-[62rem]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, i) => (
        <img
          key={slide.image}
          src={slide.image}
          srcSet={imageSrcSet(slide.image, "hero")}
          sizes={HERO_IMAGE_SIZES}
          alt={i === index ? slide.alt : ""}
          aria-hidden={i === index ? undefined : true}
          width={1920}
          height={1080}
          loading={i === 0 ? "eager" : "lazy"}
          fetchPriority={i === 0 ? "high" : "low"}
          decoding={i === 0 ? "sync" : "async"}
          className={clsx(
            "absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 ease-out motion-reduce:transition-none",
            i === index ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/55 to-ink-950/30"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950/70 via-ink-950/20 to-transparent"
      />
      {/* The transparent header's links sit on this band: on the brightest slide they would
          otherwise fall to about 3:1 against the sky. */}
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b from-ink-950/75 to-transparent"
      />

      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-10 sm:px-8 md:pb-14">
        {/* Every slide's text shares one grid cell, so the block is as tall as the longest and
            nothing below it moves when the slides change. */}
        <div aria-live={paused ? "polite" : "off"} className="grid max-w-3xl">
          {slides.map((slide, i) => {
            const Title = i === 0 ? "h1" : "h2";
            return (
              <div
                key={slide.image}
                className={clsx(
                  "[grid-area:1/1] self-end transition-[opacity,visibility,translate] duration-700 ease-out motion-reduce:transition-none",
                  i === index ? "visible opacity-100" : "invisible translate-y-3 opacity-0",
                )}
              >
                <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
                  {slide.eyebrow}
                </p>
                <Title className="mt-5 text-[2.75rem] leading-[1.02] font-semibold text-balance sm:text-6xl lg:text-7xl">
                  {slide.title}
                </Title>
                <p className="mt-6 max-w-xl text-base leading-7 text-ivory-200 md:text-lg md:leading-8">
                  {slide.description}
                </p>
              </div>
            );
          })}
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <CtaLink to="/aircraft" size="lg">
            Explore Collection
          </CtaLink>
          <CtaLink to="/contact" variant="outline-light" size="lg">
            Request Consultation
          </CtaLink>
        </div>

        <div className="mt-14 flex items-center justify-between gap-6 border-t border-ivory-50/15 pt-6">
          <div className="flex items-center gap-5">
            <p className="font-display text-lg text-ivory-200 tabular-nums" aria-hidden>
              <span className="text-gold-300">{String(index + 1).padStart(2, "0")}</span>
              <span className="mx-2 text-ivory-300/60">/</span>
              {String(count).padStart(2, "0")}
            </p>
            <div className="flex items-center gap-1">
              {slides.map((slide, i) => (
                <button
                  key={slide.image}
                  type="button"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => go(i)}
                  className="group flex h-11 items-center px-1.5"
                >
                  <span
                    className={clsx(
                      "block h-0.5 rounded-full transition-all duration-300",
                      i === index
                        ? "w-10 bg-gold-400"
                        : "w-5 bg-ivory-50/40 group-hover:bg-ivory-50/80",
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
          <div className="flex gap-2">
            <StepButton direction="previous" label="Previous slide" onClick={() => go(index - 1)} />
            <StepButton direction="next" label="Next slide" onClick={() => go(index + 1)} />
          </div>
        </div>
      </div>
    </section>
  );
}
