import type * as React from "react";
import { cn } from "~/utils/cn";
import { Label } from "./label";

/** A labelled form control with its error message, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  required,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string | string[] | null;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const message = Array.isArray(error) ? error[0] : error;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="text-gold-700">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {message ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
