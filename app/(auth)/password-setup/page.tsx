import { InvalidLink } from "@/components/auth/password-setup-form";
import { siteConfig } from "@/lib/config";

export const metadata = { title: "Passwort festlegen", robots: { index: false, follow: false } };

/** /password-setup without a token: 'Kein Token gefunden.' (authenticated-side.md §5, §8). */
export default function PasswordSetupWithoutTokenPage() {
  return <InvalidLink expired={false} contactEmail={siteConfig.email} missingToken />;
}
