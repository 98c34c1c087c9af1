// Alerts to the team: a new registration and a new onboarding form each queue one
// e-mail to the active admins in the same transaction; the 30-minute digest of waiting leads is
// sent once per slot and names no customer.
import { POST as postRegistration } from "@/app/api/companies/register/route";
import { sendUnassignedDigest } from "@/lib/alerts/admin-alerts";
import { closeDb, getDb } from "@/lib/db";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount } from "../support/auth";

const BASE = "http://localhost:3000";
let admin: Awaited<ReturnType<typeof createAdminAccount>>;

beforeAll(async () => {
  admin = await createAdminAccount("alerts-admin@example.at");
});

afterAll(async () => {
  await closeDb();
});

const registration = {
  companyName: "Alarm Bau GmbH",
  contactPerson: "Eva Alarm",
  email: "eva@alarm-bau.at",
  phone: "+43 660 1112233",
  address: "Alarmgasse 1",
  city: "Wien",
  zipCode: "1100",
  services: ["Badrenovierung"],
  experience: "6-10",
  employees: "2-5",
  description: "Wir renovieren Bäder in ganz Wien seit vielen Jahren.",
  acceptTerms: true,
  gisaNumber: "10000001",
};

it("a new registration e-mails the admins once, in the same transaction", async () => {
  const response = await postRegistration(
    new Request(`${BASE}/api/companies/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": "10.66.0.1" },
      body: JSON.stringify(registration),
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const mail = await getDb().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `alert-registration-${id}` } });
  expect(mail.to).toContain(admin.email);
  expect(mail.subject).toBe("Neue Firmenanmeldung: Alarm Bau GmbH");
  expect(decryptField(OUTBOX_BODY_PURPOSE, mail.text)).toContain("/admin-dashboard/registrations");
});

it("the digest of waiting leads is sent once per 30-minute slot and names no customer", async () => {
  const project = await getDb().project.create({
    data: {
      serviceType: "malerarbeiten",
      zipCode: "1160",
      name: "Geheime Kundin",
      email: "geheim@example.at",
      phone: "0660 9998877",
      privacyPolicyVersion: "2025-07",
    },
  });
  const now = new Date("2031-05-05T10:10:00Z");
  const waiting = await sendUnassignedDigest(now);
  expect(waiting).toBeGreaterThanOrEqual(1);
  expect(await sendUnassignedDigest(new Date("2031-05-05T10:20:00Z"))).toBe(waiting);
  const slot = Math.floor(now.getTime() / (30 * 60_000));
  const mails = await getDb().emailOutbox.findMany({
    where: { idempotencyKey: { startsWith: "alert-unassigned-digest-" } },
  });
  expect(mails.map((mail) => mail.idempotencyKey)).toEqual([`alert-unassigned-digest-${slot}`]);
  const text = decryptField(OUTBOX_BODY_PURPOSE, mails[0]!.text);
  expect(text).toContain(`#${project.id}`);
  expect(text).not.toContain("Geheime Kundin");
  expect(text).not.toContain("geheim@example.at");
});
