"use client";
/**
 * Place of the registration form on /unternehmen: empty until a call to action opens it; then it scrolls the form
 * into view and focuses its first field on every click. Success and "Abbrechen" hide it; after a success the
 * GISA result of the registration and the optional insurance upload show in its place.
 */
import { useEffect, useRef, useState } from "react";

import { CompanyRegistrationForm, REGISTRATION_FIRST_FIELD_ID } from "./company-registration-form";
import { RegistrationInsuranceUpload } from "./registration-insurance-upload";
import { RegistrationLicenceResult } from "./registration-licence-result";
import { REGISTRATION_SECTION_ID, useRegistrationVisibility } from "./registration-visibility";

export function RegistrationSection() {
  const { isOpen, openRequest, close } = useRegistrationVisibility();
  const sectionRef = useRef<HTMLDivElement>(null);
  const [checksToken, setChecksToken] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen || openRequest === 0) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    document.getElementById(REGISTRATION_FIRST_FIELD_ID)?.focus({ preventScroll: true });
  }, [isOpen, openRequest]);

  return (
    <div id={REGISTRATION_SECTION_ID} ref={sectionRef} className="scroll-mt-20">
      {checksToken && !isOpen && (
        <section aria-label="Ihre Registrierung" className="bg-muted/60 py-12">
          <div className="mx-auto grid max-w-3xl gap-3 rounded-2xl border bg-card p-5 px-4 shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold">Vielen Dank für Ihre Registrierung</h2>
            <p className="text-sm text-muted-foreground">
              Wir prüfen Ihre Angaben und melden uns in Kürze. Die Prüfung Ihrer Gewerbeberechtigung läuft bereits:
            </p>
            <RegistrationLicenceResult token={checksToken} />
            <RegistrationInsuranceUpload token={checksToken} />
          </div>
        </section>
      )}
      {isOpen && (
        <section aria-labelledby="registration-title" className="bg-muted/60 py-16 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
            <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
              <CompanyRegistrationForm
                onDone={(token) => {
                  setChecksToken(token);
                  close();
                }}
                onCancel={close}
              />
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
