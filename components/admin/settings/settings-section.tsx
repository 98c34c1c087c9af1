"use client";
/** The admin section "Einstellungen": loads the settings and shows the form. */
import { LoadErrorState } from "@/components/admin/table-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminSettings, useSaveSettings } from "./queries";
import { SettingsForm } from "./settings-form";

export function SettingsSection() {
  const settings = useAdminSettings();
  const save = useSaveSettings();

  if (settings.isError) {
    return (
      <LoadErrorState
        text="Die Einstellungen konnten nicht geladen werden."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  if (!settings.data) {
    return (
      <div className="grid gap-4" role="status" aria-label="Einstellungen werden geladen...">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <SettingsForm
      initial={settings.data.settings}
      imprintMissing={settings.data.imprintMissing}
      onSave={(values) => save.mutateAsync(values)}
    />
  );
}
