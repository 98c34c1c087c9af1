/**
 * The /firmen directory's filters as a plain GET form, so filtering works without JavaScript and every filtered list
 * has its own URL.
 */
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { VIENNA_ZIP_CODES, districtName } from "@/lib/domain/company-profile";

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:text-sm";

export function DirectoryFilters({
  services,
  service,
  district,
}: {
  /** The services at least one listed company offers. */
  services: readonly { id: string; label: string }[];
  service: string | undefined;
  district: string | undefined;
}) {
  return (
    <form
      method="get"
      action="/firmen"
      className="grid gap-4 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="filter-leistung">Leistung</Label>
        <select id="filter-leistung" name="leistung" defaultValue={service ?? ""} className={selectClass}>
          <option value="">Alle Leistungen</option>
          {services.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="filter-bezirk">Bezirk</Label>
        <select id="filter-bezirk" name="bezirk" defaultValue={district ?? ""} className={selectClass}>
          <option value="">Ganz Wien</option>
          {VIENNA_ZIP_CODES.map((zip) => (
            <option key={zip} value={zip}>
              {districtName(zip)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg">
          Filtern
        </Button>
        {(service || district) && (
          <Button asChild variant="outline" size="lg">
            <Link href="/firmen" prefetch={false}>
              Zurücksetzen
            </Link>
          </Button>
        )}
      </div>
    </form>
  );
}
