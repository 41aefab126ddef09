import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { Children } from "react";
import { Link, type LinkProps } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { trackCtaClick } from "~/utils/analytics";
import { cn } from "~/utils/cn";

/**
 * A call-to-action link styled as a button. Each click is recorded as an `engagement` event
 * under its visible label, or `trackingLabel` when given.
 */
export function CtaLink({
  variant = "gold",
  size,
  className,
  trackingLabel,
  onClick,
  children,
  ...props
}: LinkProps &
  VariantProps<typeof buttonVariants> & { trackingLabel?: string; children: React.ReactNode }) {
  return (
    <Link
      className={cn(buttonVariants({ variant, size }), className)}
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
