import { useState } from "react";
import { ChevronLeft, ChevronRight } from "./icons";

/** The shown item of a carousel of `count` items; stepping past either end wraps round. */
export function useWrappingIndex(count: number) {
  const [index, setIndex] = useState(0);
  const go = (to: number) => setIndex(((to % count) + count) % count);
  return [index, go] as const;
}

/** The round previous / next button of a carousel on a navy background. */
export function StepButton({
  direction,
  label,
  onClick,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-ivory-50/30 text-ivory-50 transition-colors hover:border-gold-400 hover:text-gold-300"
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
