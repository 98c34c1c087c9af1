"use client";

import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * App-wide toast viewport (spec: public-side §9): one toast at a time, 5000 ms by default, at most 420 px wide from
 * 600 px viewport width, error toasts destructive red. Show toasts with `toast.success(...)` / `toast.error(...)`.
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      className="toaster group"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel="Benachrichtigungen"
      style={
        {
          "--width": "420px",
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--error-bg": "var(--destructive)",
          "--error-border": "var(--destructive)",
          "--error-text": "var(--destructive-foreground)",
          "--success-bg": "var(--success)",
          "--success-border": "var(--success-border)",
          "--success-text": "var(--success-foreground)",
          "--border-radius": "var(--radius)",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: "Benachrichtigung schließen",
        ...toastOptions,
        classNames: {
          // Sonner's own CSS is unlayered, so overrides need Tailwind's important modifier.
          toast: "text-sm!",
          title: "font-semibold!",
          error: "destructive",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
