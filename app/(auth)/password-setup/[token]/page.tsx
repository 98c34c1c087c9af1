import { PasswordSetupForm } from "@/components/auth/password-setup-form";
import { getSiteSettings } from "@/lib/data/settings";

export const metadata = { title: "Passwort festlegen", robots: { index: false, follow: false } };

/** /password-setup/{token} – a newly approved partner sets its password, or a user resets a forgotten one. */
export default async function PasswordSetupPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, settings] = await Promise.all([params, getSiteSettings()]);
  return <PasswordSetupForm token={decodeURIComponent(token)} contactEmail={settings.contact.email} />;
}
