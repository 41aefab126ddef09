import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type * as React from "react";
import { cn } from "~/utils/cn";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-900", Icon: CircleAlert },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheck },
  info: { box: "border-ink-900/10 bg-ivory-100 text-ink-900", Icon: Info },
} as const;

/**
 * A message with a title and a description. Errors are announced at once (role alert);
 * notices politely (role status).
 */
export function Alert({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-md border p-4 text-sm", box, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="leading-6">{children}</div> : null}
      </div>
    </div>
  );
}
