import type { LucideIcon } from "lucide-react";
import type { Feature, Stat, Step } from "~/content/site";
import { cn } from "~/utils/cn";

/**
 * A grid of white cards, each with an icon, a title and a sentence. `icons` are taken in the
 * order of the features; a feature beyond them shows the first.
 */
export function FeatureCards({
  features,
  icons,
  size,
  className,
}: {
  features: Feature[];
  icons: [LucideIcon, ...LucideIcon[]];
  /** `lg` for three cards a row, `md` for four. */
  size: "md" | "lg";
  className: string;
}) {
  return (
    <ul className={cn("mt-12 grid gap-6", className)}>
      {features.map((feature, i) => {
        const Icon = icons[i] ?? icons[0];
        return (
          <li
            key={feature.title}
            className={cn(
              "rounded-md border border-ink-900/10 bg-white shadow-sm",
              size === "lg" ? "p-8" : "p-7",
            )}
          >
            <Icon
              aria-hidden
              className={cn(size === "lg" ? "size-8" : "size-7", "text-gold-600")}
              strokeWidth={1.5}
            />
            <h3 className="mt-5 text-2xl font-semibold text-ink-900">{feature.title}</h3>
            <p className="mt-3 text-sm leading-6 text-muted-foreground">{feature.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** Key figures on the navy band: each value large in gold above its label. */
export function StatFigures({
  stats,
  size,
  className,
}: {
  stats: Stat[];
  /** `xl` when the figures are the section's subject, `lg` under a quotation. */
  size: "lg" | "xl";
  className: string;
}) {
  const xl = size === "xl";
  return (
    <dl className={cn("grid grid-cols-2 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center text-center">
          <dt
            className={cn(
              xl ? "mt-3" : "mt-2",
              "text-xs font-semibold tracking-[0.2em] text-ivory-200 uppercase",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "font-display font-semibold text-gold-400",
              xl ? "text-6xl md:text-7xl" : "text-5xl md:text-6xl",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Steps on the navy band, each numbered 01, 02… in gold above its title and description. */
export function NumberedSteps({
  steps,
  className,
  itemClassName,
  titleClassName,
}: {
  steps: Step[];
  className: string;
  itemClassName: string;
  /** The title's distance from the number. */
  titleClassName: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title} className={itemClassName}>
          <span className="font-display text-5xl font-semibold text-gold-400">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className={cn(titleClassName, "text-2xl font-semibold text-ivory-50")}>
            {step.title}
          </h3>
          <p className="mt-3 text-sm leading-6 text-ivory-200">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
