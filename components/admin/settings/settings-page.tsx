"use client";
/** The admin section "Einstellungen" as a whole: the site settings form, then the subsidy rules ("Förderungen"). */
import { SettingsSection } from "./settings-section";
import { SubsidyRulesSection } from "./subsidy-rules-section";

export function SettingsPage() {
  return (
    <div className="grid gap-6">
      <SettingsSection />
      <SubsidyRulesSection />
    </div>
  );
}
