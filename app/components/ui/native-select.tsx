import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/utils/cn";
import { fieldClassName } from "./input";

/** A styled native select: it works before JavaScript loads and with every assistive technology. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClassName, "h-11 appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-400"
      />
    </div>
  );
}
