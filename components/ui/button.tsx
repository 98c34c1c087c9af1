import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";

import { joinClasses } from "@/lib/join-classes";

/**
 * The shadcn/ui button variants as component classes (`btn`, `btn-{variant}`, `btn-{size}` in
 * app/globals.css) rather than utility lists: every button and button-styled link of a page
 * repeated its ~500 characters of classes in the HTML and again in the RSC payload, and merging
 * them with a caller's classes took tailwind-merge in the browser (issue 16 §5, §6). Utilities in
 * `className` override them by cascade layer (components before utilities).
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
