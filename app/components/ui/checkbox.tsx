import type * as React from "react";
import { cn } from "~/utils/cn";

/** A native checkbox, so it submits with the form even before JavaScript loads. */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 shrink-0 rounded-sm border-ink-900/30 accent-gold-600", className)}
      {...props}
    />
  );
}
