"use client";
/**
 * Place of the registration form on /unternehmen: empty until a call to action opens it; then it scrolls the form
 * into view and focuses its first field on every click. Success and "Abbrechen" hide it.
 */
import { useEffect, useRef } from "react";

import { CompanyRegistrationForm, REGISTRATION_FIRST_FIELD_ID } from "./company-registration-form";
import { REGISTRATION_SECTION_ID, useRegistrationVisibility } from "./registration-visibility";

export function RegistrationSection() {
  const { isOpen, openRequest, close } = useRegistrationVisibility();
  const sectionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen || openRequest === 0) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    document.getElementById(REGISTRATION_FIRST_FIELD_ID)?.focus({ preventScroll: true });
  }, [isOpen, openRequest]);

  return (
    <div id={REGISTRATION_SECTION_ID} ref={sectionRef} className="scroll-mt-20">
      {isOpen && (
        <section aria-labelledby="registration-title" className="bg-muted/60 py-16 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
            <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
              <CompanyRegistrationForm onDone={close} onCancel={close} />
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
