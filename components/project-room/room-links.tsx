"use client";
/**
 * "Ihre Links zu diesem Projekt": every valid link with creation and last use, and "Link widerrufen" after a
 * confirmation. Revoking the link in use warns first and leads to /mein-projekt.
 */
import { useMutation } from "@tanstack/react-query";
import { Link2Off } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { RoomLinkSummary } from "@/lib/project-room/room-links";
import { apiRequest } from "@/lib/http/api-client";
import { formatViennaDateTime } from "@/lib/time/vienna";
import { requestErrorText } from "./request-error";
import { RoomConfirmDialog } from "./room-confirm-dialog";

/**
 * @param token The link token of the room (from the URL).
 * @param links The project's valid links, newest first.
 */
export function RoomLinks({ token, links }: { token: string; links: readonly RoomLinkSummary[] }) {
  const router = useRouter();
  const [target, setTarget] = useState<RoomLinkSummary | null>(null);
  const revoke = useMutation({
    mutationFn: (link: RoomLinkSummary) =>
      apiRequest<{ message: string; revokedCurrent: boolean }>(
        "POST",
        `/api/mein-projekt/${encodeURIComponent(token)}/links/${link.id}/revoke`,
      ),
    onSuccess: (answer) => {
      setTarget(null);
      toast.success("Link widerrufen", { description: answer?.message });
      if (answer?.revokedCurrent) router.push("/mein-projekt");
      else router.refresh();
    },
  });

  return (
    <>
      <ul className="grid gap-3" aria-label="Gültige Links">
        {links.map((link, index) => (
          <li
            key={link.id}
            className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            data-testid="room-link"
          >
            <div className="text-sm">
              <p className="font-medium">
                Link {links.length - index}{" "}
                {link.current && (
                  <Badge variant="secondary" className="ml-1">
                    Diesen Link verwenden Sie gerade
                  </Badge>
                )}
              </p>
              <p className="text-muted-foreground">
                Erstellt am {formatViennaDateTime(link.createdAt)} · zuletzt verwendet{" "}
                {link.lastUsedAt ? `am ${formatViennaDateTime(link.lastUsedAt)}` : "noch nie"}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                revoke.reset();
                setTarget(link);
              }}
            >
              <Link2Off aria-hidden="true" />
              Link widerrufen
            </Button>
          </li>
        ))}
      </ul>
      <RoomConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Link widerrufen?"
        description={
          target?.current ? (
            <>
              <p>
                <strong>Achtung: Das ist der Link, mit dem Sie diese Seite gerade geöffnet haben.</strong> Nach dem
                Widerruf können Sie „Mein Projekt“ nur noch über einen anderen Link öffnen oder einen neuen Link an Ihre
                E-Mail-Adresse anfordern.
              </p>
            </>
          ) : (
            <p>
              Dieser Link funktioniert danach nicht mehr, auch nicht in älteren E-Mails. Ihre anderen Links bleiben
              gültig.
            </p>
          )
        }
        confirmLabel={target?.current ? "Trotzdem widerrufen" : "Link widerrufen"}
        pendingLabel="Wird widerrufen..."
        pending={revoke.isPending}
        error={revoke.isError ? requestErrorText(revoke.error) : null}
        destructive
        onConfirm={() => target && revoke.mutate(target)}
      />
    </>
  );
}
