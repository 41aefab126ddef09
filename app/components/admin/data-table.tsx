import type * as React from "react";
import { cn } from "~/utils/cn";

/**
 * A table for long admin lists: the header row stays visible while the rows scroll, and on
 * narrow screens the table scrolls sideways inside its frame instead of squeezing the columns.
 * The frame is focusable so keyboard users can scroll it.
 */
export function DataTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  // `relative` keeps visually hidden (absolutely placed) texts in cells inside the frame;
  // otherwise they sit where the wide table puts them and widen the whole page.
  const frame = cn(
    "relative max-h-[70vh] w-full overflow-auto rounded-md border border-ink-900/10 bg-white",
    className,
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label={label} className={frame}>
      <table className="w-full min-w-[56rem] border-separate border-spacing-0 text-sm">
        {children}
      </table>
    </section>
  );
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "sticky top-0 z-10 border-b border-ink-900/10 bg-ivory-100 px-3 py-3 text-left text-xs font-semibold tracking-wider whitespace-nowrap text-ink-700 uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return (
    <td
      className={cn("border-b border-ink-900/5 px-3 py-3 align-top text-ink-800", className)}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-ivory-50", className)} {...props} />;
}
