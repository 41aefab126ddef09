import type { LucideIcon } from "lucide-react";
import { cn } from "~/utils/cn";

/**
 * The buttons of a choice between a few modes or views, the chosen one pressed. The caller
 * wraps them in its fieldset, whose legend names the choice.
 */
export function SegmentedChoice<Value extends string>({
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  options: readonly { value: Value; label: string; Icon?: LucideIcon }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}) {
  return options.map((option) => (
    <button
      key={option.value}
      type="button"
      aria-pressed={value === option.value}
      disabled={disabled}
      onClick={() => onChange(option.value)}
      className={cn(
        "rounded-sm text-sm font-medium text-ink-700 aria-pressed:bg-ink-900 aria-pressed:text-ivory-50",
        className,
      )}
    >
      {option.Icon ? <option.Icon aria-hidden className="size-4" /> : null}
      {option.label}
    </button>
  ));
}
