import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "~/utils/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-sm font-medium tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-ink-900 text-ivory-50 hover:bg-ink-700",
        gold: "bg-gold-500 text-ink-950 hover:bg-gold-400",
        outline: "border border-ink-900/20 bg-transparent text-ink-900 hover:bg-ink-900/5",
        "outline-light":
          "border border-ivory-50/50 bg-transparent text-ivory-50 hover:bg-ivory-50/10",
        ghost: "text-ink-900 hover:bg-ink-900/5",
        link: "text-gold-700 underline-offset-4 hover:underline",
        destructive: "bg-destructive text-white hover:bg-destructive/90",
      },
      size: {
        // The text size lives with the size variant, so classes used without tailwind-merge
        // (buttonVariants on a plain link) never carry two conflicting sizes.
        default: "h-11 px-6 text-sm",
        sm: "h-9 px-4 text-sm",
        lg: "h-12 px-8 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
