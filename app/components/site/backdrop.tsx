import { clsx } from "clsx";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";

/**
 * A picture filling its section (which is `relative isolate`) behind the content, under a veil
 * that keeps the text on it legible.
 */
export function Backdrop({
  image,
  veilClassName,
}: {
  image: Omit<ResponsiveImageProps, "sizes"> | null;
  veilClassName: string;
}) {
  return (
    <>
      {image ? (
        <ResponsiveImage
          {...image}
          sizes="100vw"
          className={clsx("absolute inset-0 -z-20 size-full", image.className)}
        />
      ) : null}
      <div aria-hidden className={clsx("absolute inset-0 -z-10", veilClassName)} />
    </>
  );
}
