"use client";
/**
 * Admin section "Admins": admin users with status, second factor, last login and creation, paged on the server;
 * invite (setup link valid 48 h), deactivate (not oneself, never the last active admin) and reactivate.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Power, RotateCcw, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { AdminTable } from "@/components/admin/admin-list-table";
import { LoadErrorState } from "@/components/admin/table-states";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { ListPager } from "@/components/ui/list-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { pageCount } from "@/lib/domain/paging";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  adminInviteSchema,
  type AdminInviteInput,
  type AdminUserRow,
  type AdminUserStatus,
} from "@/lib/validation/admin-users";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { ADMINS_PAGE_SIZE, useAdminUsers, useInviteAdmin, useSetAdminActive } from "./queries";

/** German status labels and badge looks. */
export const ADMIN_STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: "aktiv",
  disabled: "deaktiviert",
  invited: "Einladung offen",
};
const STATUS_VARIANT: Record<AdminUserStatus, "default" | "secondary" | "outline"> = {
  active: "default",
  disabled: "secondary",
  invited: "outline",
};

export function AdminsSection() {
  const [page, setPage] = useState(1);
  const list = useAdminUsers(page);
  const [confirm, setConfirm] = useState<AdminUserRow | null>(null);
  const pages = pageCount(list.data?.total ?? 0, ADMINS_PAGE_SIZE);

  return (
    <section aria-label="Admins" className="grid gap-4">
      <InviteForm />
      {list.isError ? (
        <LoadErrorState
          text="Die Admins konnten nicht geladen werden."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <AdminTable
          aria-label="Admins"
          rows={list.isPending ? undefined : list.data.rows}
          columns={[
            {
              header: "E-Mail",
              className: "font-medium break-words",
              cell: (admin) => (
                <>
                  {admin.email}
                  {admin.isSelf && <span className="ml-1 text-xs font-normal text-muted-foreground">(Sie)</span>}
                </>
              ),
            },
            {
              header: "Status",
              cell: (admin) => (
                <>
                  <Badge variant={STATUS_VARIANT[admin.status]}>{ADMIN_STATUS_LABELS[admin.status]}</Badge>
                  {admin.inviteExpiresAt && (
                    <p className="mt-1 text-xs text-muted-foreground">
                      Link gültig bis {formatViennaDateTime(admin.inviteExpiresAt)}
                    </p>
                  )}
                </>
              ),
            },
            { header: "Zweiter Faktor", cell: (admin) => (admin.totpEnabled ? "Ja" : "Nein") },
            {
              header: "Letzte Anmeldung",
              className: "whitespace-nowrap tabular-nums",
              cell: (admin) => (admin.lastLoginAt ? formatViennaDateTime(admin.lastLoginAt) : "Noch nie"),
            },
            {
              header: "Angelegt",
              className: "whitespace-nowrap tabular-nums",
              cell: (admin) => formatViennaDateTime(admin.createdAt),
            },
            {
              header: "Aktion",
              actions: true,
              cell: (admin) =>
                admin.isSelf ? (
                  <span className="text-xs text-muted-foreground">Eigenes Konto</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setConfirm(admin)}
                    aria-label={`${admin.email} ${admin.status === "disabled" ? "reaktivieren" : "deaktivieren"}`}
                  >
                    {admin.status === "disabled" ? <RotateCcw aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {admin.status === "disabled" ? "Reaktivieren" : "Deaktivieren"}
                  </Button>
                ),
            },
          ]}
          rowKey={(admin) => admin.id}
          rowProps={(admin) => ({ "data-testid": `admin-row-${admin.id}` })}
          texts={{ loading: "Admins werden geladen...", empty: "Keine Admins vorhanden" }}
        />
      )}
      <ListPager
        page={page}
        pages={pages}
        total={list.data?.total}
        onPage={setPage}
        label="Seiten der Admins"
        size="sm"
      />
      <ActiveDialog admin={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}

/** "Admin einladen": e-mail field and submit; field errors from the server (e.g. 409 taken) inline. */
function InviteForm() {
  const invite = useInviteAdmin();
  const id = useId();
  const form = useForm<AdminInviteInput>({ resolver: zodResolver(adminInviteSchema), defaultValues: { email: "" } });
  const error = form.formState.errors.email?.message;
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: ({ admin }) => {
        toast.success("Einladung gesendet", {
          description: `${admin.email} erhält einen Link zum Festlegen des Passworts (48 Stunden gültig).`,
        });
        form.reset();
      },
      onError: (err) =>
        applyServerErrors(form, err, {
          title: "Einladung nicht gesendet",
          fallback: "Bitte versuchen Sie es erneut.",
          fields: ["email"],
        }),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Admin einladen"
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormField
        id={id}
        label="Admin einladen (E-Mail-Adresse)"
        error={error}
        hint="Die Person erhält einen Link zum Festlegen des Passworts, 48 Stunden gültig."
      >
        <Input
          id={id}
          type="email"
          autoComplete="off"
          maxLength={255}
          {...fieldAria(id, error, `${id}-hint`)}
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" disabled={invite.isPending} className="sm:mb-7">
        {invite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {invite.isPending ? "Wird gesendet..." : "Einladen"}
      </Button>
    </form>
  );
}

/** Confirmation of deactivating (sessions end) or reactivating `admin`. */
function ActiveDialog({ admin, onClose }: { admin: AdminUserRow | null; onClose: () => void }) {
  const setActive = useSetAdminActive();
  const reactivate = admin?.status === "disabled";
  const confirmAction = () => {
    if (!admin) return;
    setActive.mutate(
      { id: admin.id, active: reactivate },
      {
        onSuccess: () => {
          toast.success(reactivate ? "Admin reaktiviert" : "Admin deaktiviert", { description: admin.email });
          onClose();
        },
        onError: (err) =>
          toast.error(reactivate ? "Reaktivieren fehlgeschlagen" : "Deaktivieren fehlgeschlagen", {
            description: errorMessageFromApi(err, "Bitte versuchen Sie es erneut."),
          }),
      },
    );
  };
  return (
    <Dialog open={admin !== null} onOpenChange={(next) => !next && !setActive.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reactivate ? "Admin reaktivieren?" : "Admin deaktivieren?"}</DialogTitle>
          <DialogDescription>
            <span className="break-all">{admin?.email}</span>{" "}
            {reactivate
              ? "kann sich danach wieder mit Passwort und zweitem Faktor anmelden."
              : "kann sich danach nicht mehr anmelden; laufende Sitzungen werden sofort beendet."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={setActive.isPending}>
            Abbrechen
          </Button>
          <Button
            type="button"
            variant={reactivate ? "default" : "destructive"}
            onClick={confirmAction}
            disabled={setActive.isPending}
          >
            {setActive.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : reactivate ? (
              <RotateCcw aria-hidden="true" />
            ) : (
              <Power aria-hidden="true" />
            )}
            {reactivate ? "Reaktivieren" : "Deaktivieren"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
