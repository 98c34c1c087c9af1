import { InvalidLink } from "@/components/auth/password-setup-form";
import { getSiteSettings } from "@/lib/data/settings";

export const metadata = { title: "Passwort festlegen", robots: { index: false, follow: false } };

/** /password-setup without a token: 'Kein Token gefunden.' (spec: authenticated-side §5). */
export default async function PasswordSetupWithoutTokenPage() {
  return <InvalidLink expired={false} contactEmail={(await getSiteSettings()).contact.email} missingToken />;
}
