import { Building2 } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Firmen Login",
  description: "Anmeldung für Partnerbetriebe: Leads ansehen, Status setzen und Werbeanfragen senden.",
  path: "/firmen-login",
  noIndex: true,
});

/** /firmen-login – company login. Static; the form checks the session in the browser. */
export default function CompanyLoginPage() {
  return (
    <AuthCard icon={Building2} title="Firmen Login" intro="Melden Sie sich an, um Ihre Leads zu sehen.">
      <LoginForm role="company" />
    </AuthCard>
  );
}
