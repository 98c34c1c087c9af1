/**
 * Creates a company user with a verified company and prints its password setup link (valid 48
 * hours); the admin dashboard's approvals do the same and e-mail the link.
 *
 *   npm run user:invite -- <email> [--company "Firmenname"]
 *
 * Runs with the react-server condition (lib/data is server-only); nothing it loads may import
 * next/navigation (tests/integration/user-invite-cli.test.ts). Uses DATABASE_URL (required: the
 * embedded database is only reachable while `npm run dev` runs).
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
