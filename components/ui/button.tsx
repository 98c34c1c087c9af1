import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";

import { joinClasses } from "@/lib/join-classes";

/**
 * The button variants as component classes (`btn`, `btn-{variant}`, `btn-{size}` in app/globals.css) rather than
 * utility lists repeated in the HTML and RSC payload and merged by tailwind-merge in the browser. Utilities in
 * `className` override them by cascade layer.
 */
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
    },
    size: {
      default: "btn-md",
      sm: "btn-sm",
      lg: "btn-lg",
      icon: "btn-icon",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

/**
 * Button with shadcn/ui variants. `asChild` renders the single child (e.g. a `next/link` `Link`)
 * with the button's styling instead of a `<button>`.
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot : "button";

  return <Comp data-slot="button" className={joinClasses(buttonVariants({ variant, size }), className)} {...props} />;
}

export { Button, buttonVariants };
