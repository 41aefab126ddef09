import { clsx } from "clsx";
import { Check } from "lucide-react";

/** A list of selling points, each ticked in gold. */
export function CheckList({
  items,
  className,
  tickClassName = "mt-1",
}: {
  items: readonly string[];
  className: string;
  /** Aligns the tick with the first line of its text. */
  tickClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-6 text-ink-800">
          <Check aria-hidden className={clsx(tickClassName, "size-4 shrink-0 text-gold-600")} />
          {item}
        </li>
      ))}
    </ul>
  );
}
