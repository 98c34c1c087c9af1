/**
 * `npm run user:invite -- <email> [--company "Firmenname"]`: creates a company user with a verified
 * company and prints its password setup link (valid 48 hours), as the admin's approvals do. Needs
 * DATABASE_URL; runs with the react-server condition, so nothing it loads may import
 * next/navigation (tests/integration/user-invite-cli.test.ts).
 */
import "./load-env";
import { inviteCompanyUser } from "@/lib/data/users";
import { env } from "@/lib/env";
import * as z from "@/lib/validation/zod";

async function main() {
  const [email, ...rest] = process.argv.slice(2);
  const companyFlag = rest.indexOf("--company");
  const companyName = companyFlag >= 0 ? rest[companyFlag + 1] : undefined;
  const parsed = z.email().safeParse(email?.trim().toLowerCase());
  if (!parsed.success) {
    console.error('Aufruf: npm run user:invite -- <email> [--company "Firmenname"]');
    process.exit(2);
  }
  if (!env.DATABASE_URL) {
    console.error(
      "DATABASE_URL fehlt (die eingebettete Datenbank läuft nur mit npm run dev; dort steht die URL im Log).",
    );
    process.exit(2);
  }
  const invite = await inviteCompanyUser({ email: parsed.data, companyName: companyName ?? parsed.data.split("@")[1] });
  console.log(`Firma #${invite.companyId}, Benutzer #${invite.userId} (${parsed.data})`);
  console.log(`Link zum Einrichten des Passworts (gültig bis ${invite.expiresAt.toISOString()}):`);
  console.log(invite.setupUrl);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
