import { CircleHelp } from "lucide-react";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { DASHBOARD_PATH, LOGIN_PATH, ROLES } from "@/lib/auth/types";
import { getSiteSettings } from "@/lib/data/settings";

export const metadata = { title: "Dashboard", robots: { index: false, follow: false } };

/**
 * /dashboard – the role switch (spec: authenticated-side §2): admins to the admin dashboard, companies to the company
 * dashboard, logged-out visitors to /firmen-login, any other role sees "Unbekannte Rolle".
 */
export default async function DashboardSwitchPage() {
  const user = await getSession();
  if (!user) redirect(LOGIN_PATH.company);
  if (user.role === ROLES.admin || user.role === ROLES.company) redirect(DASHBOARD_PATH[user.role]);
  const { email } = (await getSiteSettings()).contact;
  return (
    <AuthCard icon={CircleHelp} title="Unbekannte Rolle">
      <p className="text-center text-muted-foreground">
        Ihr Konto hat keine bekannte Rolle. Bitte wenden Sie sich an den Administrator unter{" "}
        <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
          {email}
        </a>
        .
      </p>
      <Button asChild variant="outline" size="lg" className="mt-6 w-full">
        <Link href="/">Zur Startseite</Link>
      </Button>
    </AuthCard>
  );
}
