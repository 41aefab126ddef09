import type * as React from "react";
import { Children } from "react";
import { Link, type LinkProps } from "react-router";
import { type ButtonVariantProps, buttonVariants } from "~/components/ui/button-variants";
import { trackCtaClick } from "~/utils/analytics";

/**
 * A call-to-action link styled as a button. Each click is recorded as an `engagement` event
 * under its visible label, or `trackingLabel` when given. `className` places the link (margins,
 * grid placement); it is not merged with the button's own classes.
 */
export function CtaLink({
  variant = "gold",
  size,
  className,
  trackingLabel,
  onClick,
  children,
  ...props
}: LinkProps & ButtonVariantProps & { trackingLabel?: string; children: React.ReactNode }) {
  return (
    <Link
      className={buttonVariants({ variant, size, className })}
      onClick={(event) => {
        trackCtaClick(trackingLabel ?? textOf(children));
        onClick?.(event);
      }}
      {...props}
    >
      {children}
    </Link>
  );
}

/** The visible text of a label made of strings and icons. */
function textOf(children: React.ReactNode): string {
  return Children.toArray(children)
    .filter(
      (child): child is string | number => typeof child === "string" || typeof child === "number",
    )
    .join(" ")
    .trim();
}
