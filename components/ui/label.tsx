"use client";

import * as React from "react";
import * as LabelPrimitive from "@radix-ui/react-label";

import { joinClasses } from "@/lib/join-classes";

/** Form label (shadcn/ui on Radix); its styles are the `ui-label` component class of app/globals.css. */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={joinClasses("ui-label", className)} {...props} />;
}

export { Label };
