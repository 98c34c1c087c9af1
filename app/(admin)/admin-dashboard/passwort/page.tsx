import { AdminChangePasswordForm } from "@/components/admin/account/change-password-form";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata = { title: "Passwort ändern", robots: { index: false, follow: false } };

/**
 * /admin-dashboard/passwort – the admin changes its own password. Checks the admin session itself
 * (logged out → /admin-login).
 */
export default async function AdminPasswordPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">Passwort ändern</h1>
      <p className="mb-6 max-w-prose text-sm text-muted-foreground">
        Angemeldet als <span className="font-medium text-foreground">{admin.email}</span>. Nach der Änderung bleiben Sie
        auf diesem Gerät angemeldet; alle anderen Sitzungen Ihres Zugangs werden beendet.
      </p>
      <AdminChangePasswordForm email={admin.email} />
    </>
  );
}
