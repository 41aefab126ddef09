import type * as React from "react";
import { cn } from "~/utils/cn";

export const fieldClassName =
  "w-full rounded-sm border border-field-border bg-white px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-400 focus-visible:border-gold-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold-600/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClassName, "h-11", className)} {...props} />;
}
