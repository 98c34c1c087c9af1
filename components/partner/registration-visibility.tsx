"use client";
/**
 * Visibility of the registration form on /unternehmen. `RegistrationCta` buttons open it and `RegistrationSection`
 * renders it while open. Every click counts, so the section scrolls and focuses again; closing returns focus to the
 * button that opened it.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Id of the section that holds the form (target of the buttons' aria-controls). */
export const REGISTRATION_SECTION_ID = "registrierung";

interface RegistrationVisibility {
  isOpen: boolean;
  /** Increases with every call-to-action click (the section scrolls and focuses on each). */
  openRequest: number;
  open: (trigger: HTMLElement | null) => void;
  close: () => void;
}

const RegistrationVisibilityContext = createContext<RegistrationVisibility | null>(null);

export function RegistrationVisibilityProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [openRequest, setOpenRequest] = useState(0);
  const trigger = useRef<HTMLElement | null>(null);

  const open = useCallback((element: HTMLElement | null) => {
    trigger.current = element;
    setIsOpen(true);
    setOpenRequest((count) => count + 1);
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    const element = trigger.current;
    // After the form is gone, keyboard users continue where they started.
    requestAnimationFrame(() => {
      if (element?.isConnected) element.focus();
    });
  }, []);

  const value = useMemo(() => ({ isOpen, openRequest, open, close }), [isOpen, openRequest, open, close]);
  return <RegistrationVisibilityContext.Provider value={value}>{children}</RegistrationVisibilityContext.Provider>;
}

/** The form's visibility; throws outside `RegistrationVisibilityProvider`. */
export function useRegistrationVisibility(): RegistrationVisibility {
  const context = useContext(RegistrationVisibilityContext);
  if (!context) throw new Error("useRegistrationVisibility needs a RegistrationVisibilityProvider.");
  return context;
}

/** A call to action that reveals the registration form and scrolls to it. */
export function RegistrationCta({
  children,
  className,
  variant,
  size = "lg",
}: {
  children: ReactNode;
  className?: string;
  variant?: "default" | "outline" | "secondary";
  size?: "default" | "lg";
}) {
  const { isOpen, open } = useRegistrationVisibility();
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      className={className}
      aria-controls={REGISTRATION_SECTION_ID}
      aria-expanded={isOpen}
      onClick={(event) => open(event.currentTarget)}
    >
      {children}
    </Button>
  );
}
