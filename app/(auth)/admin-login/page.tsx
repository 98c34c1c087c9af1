import { ShieldCheck } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Admin Login",
  description: "Anmeldung für Administratoren.",
  path: "/admin-login",
  noIndex: true,
});

/** /admin-login – admin login. A logged-in admin goes to /admin-dashboard. */
export default function AdminLoginPage() {
  return (
    <AuthCard icon={ShieldCheck} title="Admin Login" intro="Zugang für Administratoren.">
      <LoginForm role="admin" />
    </AuthCard>
  );
}
