"use client";

import * as React from "react";
import * as ProgressPrimitive from "@radix-ui/react-progress";

import { joinClasses } from "@/lib/join-classes";

/** Progress bar; `value` (0-100) is passed to Radix so `aria-valuenow` is set. */
function Progress({ className, value, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      className={joinClasses("ui-progress", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - (value ?? 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
