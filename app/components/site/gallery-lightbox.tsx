import { ChevronLeft, ChevronRight, Expand, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import type { MediaRendition } from "~/models/media.server";
import { cn } from "~/utils/cn";
import { imageSource, ResponsiveImage } from "./responsive-image";

/** One photo: its variants, the caption shown with it and the alt text that describes it. */
export type GalleryItem = MediaRendition & { id: string; caption: string; alt: string };

/** The lightbox fills at most about 1,200 CSS px: it loads the large variant. */
const LIGHTBOX_SIZES = "(min-width: 1280px) 1200px, 100vw";

/**
 * The aircraft gallery: a grid of pictures, each opening a full-screen lightbox.
 * In the lightbox the arrow keys and buttons step through the pictures (wrapping), Esc closes,
 * and focus returns to the picture last shown.
 */
export function GalleryLightbox({ images }: { images: readonly GalleryItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef<number | null>(null);
  const count = images.length;
  const current = openIndex === null ? undefined : images[openIndex];

  const step = (delta: number) =>
    setOpenIndex((i) => (i === null ? i : (((i + delta) % count) + count) % count));

  return (
    <>
      <ul className="grid auto-rows-[9rem] grid-cols-2 gap-3 sm:auto-rows-[13rem] sm:gap-4 lg:auto-rows-[14rem] lg:grid-cols-4">
        {images.map((image, i) => {
          const hasLead = count > 2;
          const lead = hasLead && i === 0;
          // The pictures after the lead fill pairs; an odd last one spans the pair's width.
          const wideLast = i === count - 1 && i > 0 && (count - (hasLead ? 1 : 0)) % 2 === 1;
          return (
            <li
              key={image.id}
              className={cn(lead && "col-span-2 row-span-2", wideLast && "col-span-2")}
            >
              <button
                ref={(element) => {
                  thumbnails.current[i] = element;
                }}
                type="button"
                onClick={() => setOpenIndex(i)}
                aria-label={`Open image: ${image.caption || image.alt}`}
                className="group relative block size-full overflow-hidden rounded-md bg-ink-800"
              >
                <ResponsiveImage
                  src={image.src}
                  rendition={image}
                  alt=""
                  ratio="photo"
                  sizes={
                    lead || wideLast
                      ? "(min-width: 1024px) 640px, 100vw"
                      : "(min-width: 1024px) 320px, 50vw"
                  }
                  className="size-full transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="absolute inset-0 flex items-end justify-between bg-gradient-to-t from-ink-950/80 via-transparent to-transparent p-4 text-left opacity-100 transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100">
                  <span className="text-sm font-medium text-ivory-50">{image.caption}</span>
                  <Expand aria-hidden className="size-4 text-gold-300" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      {/* Mounted only while open: a closed Radix dialog still schedules a synchronous update as
          it mounts, which would hold the page's hydration commit in one long task. */}
      {openIndex !== null ? (
        <Dialog.Root
          open
          onOpenChange={(open) => {
            if (open) return;
            lastShown.current = openIndex;
            setOpenIndex(null);
          }}
        >
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/95" />
            <Dialog.Content
              data-testid="gallery-lightbox"
              className="fixed inset-0 z-50 flex flex-col bg-ink-950 text-ivory-50 outline-none"
              onKeyDown={(event) => {
                if (event.key === "ArrowRight") {
                  event.preventDefault();
                  step(1);
                } else if (event.key === "ArrowLeft") {
                  event.preventDefault();
                  step(-1);
                }
              }}
              onCloseAutoFocus={(event) => {
                // There is no Radix trigger: give focus back to the picture last shown.
                event.preventDefault();
                const last = lastShown.current;
                if (last !== null) thumbnails.current[last]?.focus();
              }}
            >
              {current ? (
                <>
                  <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
                    <p className="font-display text-lg text-ivory-200 tabular-nums">
                      <span className="text-gold-300">{openIndex + 1}</span>
                      <span className="mx-2 text-ivory-300/60">/</span>
                      {count}
                    </p>
                    <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full border border-ivory-50/25 text-ivory-50 hover:border-gold-400 hover:text-gold-300">
                      <X aria-hidden className="size-5" />
                      <span className="sr-only">Close gallery</span>
                    </Dialog.Close>
                  </div>
                  <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-20">
                    <img
                      key={current.id}
                      {...imageSource(current.src, current, "photo")}
                      sizes={LIGHTBOX_SIZES}
                      alt={current.alt}
                      className="max-h-full w-auto max-w-full rounded-sm object-contain"
                    />
                    {count > 1 ? (
                      <>
                        <button
                          type="button"
                          onClick={() => step(-1)}
                          aria-label="Previous image"
                          className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-ink-950/60 text-ivory-50 ring-1 ring-ivory-50/25 hover:text-gold-300 hover:ring-gold-400 sm:left-6"
                        >
                          <ChevronLeft aria-hidden className="size-5" />
                        </button>
                        <button
                          type="button"
                          onClick={() => step(1)}
                          aria-label="Next image"
                          className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-ink-950/60 text-ivory-50 ring-1 ring-ivory-50/25 hover:text-gold-300 hover:ring-gold-400 sm:right-6"
                        >
                          <ChevronRight aria-hidden className="size-5" />
                        </button>
                      </>
                    ) : null}
                  </div>
                  <div className="mx-auto w-full max-w-3xl px-5 py-6 text-center sm:py-8">
                    <Dialog.Title className="text-2xl font-semibold text-ivory-50">
                      {current.caption || `Image ${openIndex + 1}`}
                    </Dialog.Title>
                    <Dialog.Description className="sr-only">
                      Image {openIndex + 1} of {count}
                    </Dialog.Description>
                  </div>
                </>
              ) : null}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
