import * as React from "react";

import { joinClasses } from "@/lib/join-classes";

/** Text input (shadcn/ui); its styles are the `ui-input` component class of app/globals.css. */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={joinClasses("ui-input", className)} {...props} />;
}

export { Input };
