import { PasswordSetupForm } from "@/components/auth/password-setup-form";
import { siteConfig } from "@/lib/config";

export const metadata = { title: "Passwort festlegen", robots: { index: false, follow: false } };

/** /password-setup/{token} – a newly approved partner sets its password, or a user resets a forgotten one (authenticated-side.md §2; issue 13 §3). */
export default async function PasswordSetupPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <PasswordSetupForm token={decodeURIComponent(token)} contactEmail={siteConfig.email} />;
}
