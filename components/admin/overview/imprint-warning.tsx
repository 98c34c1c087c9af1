"use client";
/**
 * Warning box of the admin overview while the imprint's register data are incomplete; shows nothing while loading,
 * on an error or when complete.
 */
import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useAdminSettings } from "@/components/admin/settings/queries";
import { adminSectionPath } from "@/lib/domain/admin-sections";

export function ImprintWarning() {
  const settings = useAdminSettings();
  const missing = settings.data?.imprintMissing ?? [];
  if (missing.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">Impressum unvollständig</p>
        <p>
          Es fehlen: {missing.join(", ")}. Bis dahin zeigt /impressum, dass die Angaben noch nicht eingetragen sind.
        </p>
        <Link
          href={adminSectionPath("settings")}
          className="justify-self-start font-medium underline underline-offset-2"
        >
          Zu den Einstellungen
        </Link>
      </div>
    </div>
  );
}
