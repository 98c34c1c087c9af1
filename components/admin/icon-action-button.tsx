/** The admin's ghost icon buttons (row actions, move and remove): tooltip, accessible name, red when destructive. */
import type * as React from "react";

import { Button } from "@/components/ui/button";

/** `title` is the tooltip, `label` (default `title`) the accessible name; the icon is the child. */
export function IconActionButton({
  title,
  label,
  destructive,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type" | "variant" | "size" | "className" | "aria-label" | "title"> & {
  title: string;
  label?: string;
  destructive?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={destructive ? "text-destructive hover:text-destructive" : undefined}
      aria-label={label ?? title}
      title={title}
      {...props}
    />
  );
}
