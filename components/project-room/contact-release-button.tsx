"use client";
/**
 * "Kontaktdaten freigeben" (one company) and "An alle freigeben" in the project room: after a confirmation that says
 * a release cannot be undone, releases and refreshes the server-rendered room. A failure shows in the dialog.
 */
import { useMutation } from "@tanstack/react-query";
import { Unlock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CONTACT_RELEASE_TEXTS } from "@/lib/domain/contact-release-texts";
import { apiRequest } from "@/lib/http/api-client";
import { requestErrorText } from "./request-error";
import { RoomConfirmDialog } from "./room-confirm-dialog";

export interface ContactReleaseButtonProps {
  /** The link token of the room (from the URL). */
  token: string;
  /** The company to release to; absent: every active company that has not got the data yet. */
  company?: { companyId: number; name: string };
}

export function ContactReleaseButton({ token, company }: ContactReleaseButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const release = useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(
        "POST",
        `/api/mein-projekt/${encodeURIComponent(token)}/release`,
        company ? { companyId: company.companyId } : {},
      ),
    onSuccess: (answer) => {
      setOpen(false);
      toast.success(CONTACT_RELEASE_TEXTS.released, { description: answer?.message });
      router.refresh();
    },
  });
  const label = company ? CONTACT_RELEASE_TEXTS.releaseOne : CONTACT_RELEASE_TEXTS.releaseAll;
  return (
    <>
      <Button
        type="button"
        variant={company ? "default" : "outline"}
        className="w-full sm:w-auto"
        aria-label={company ? `${label}: ${company.name}` : undefined}
        onClick={() => {
          release.reset();
          setOpen(true);
        }}
      >
        <Unlock aria-hidden="true" />
        {label}
      </Button>
      <RoomConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={company ? `Kontaktdaten an ${company.name} freigeben?` : "Kontaktdaten an alle Firmen freigeben?"}
        description={
          <p>
            {company ? "" : "Das gilt für jede Firma oben, die Ihre Kontaktdaten noch nicht sieht. "}
            {CONTACT_RELEASE_TEXTS.confirm}
          </p>
        }
        confirmLabel={label}
        pendingLabel="Wird freigegeben..."
        pending={release.isPending}
        error={release.isError ? requestErrorText(release.error) : null}
        onConfirm={() => release.mutate()}
      />
    </>
  );
}
