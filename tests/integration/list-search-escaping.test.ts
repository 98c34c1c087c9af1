/**
 * The admin lists' search text is matched literally: "%" and "_" in a search are
 * characters, not LIKE wildcards, in the registrations and contact-messages lists.
 */
import { listContactMessages } from "@/lib/data/contact-messages";
import { listCompanyRegistrations } from "@/lib/data/company-registrations";
import { closeDb, getDb } from "@/lib/db";

const STAMP = `lit${Date.now()}`;

afterAll(async () => {
  await getDb().companyRegistration.deleteMany({ where: { companyName: { startsWith: STAMP } } });
  await getDb().contactMessage.deleteMany({ where: { subject: { startsWith: STAMP } } });
  await closeDb();
});

it("finds '50%_Rabatt' only where it is written, not every text around a wildcard", async () => {
  await getDb().companyRegistration.createMany({
    data: [`${STAMP} 50%_Rabatt GmbH`, `${STAMP} 50 xy Rabatt GmbH`].map((companyName) => ({
      companyName,
      contactPerson: "Test",
      email: `${companyName.length}-${STAMP}@example.at`,
      phone: "0660 1",
      address: "Teststraße 1",
      city: "Wien",
      zipCode: "1010",
      experience: "5-10 Jahre",
      employees: "1-5",
      description: "Test",
    })),
  });
  const registrations = await listCompanyRegistrations({ page: 1, pageSize: 25, search: `${STAMP} 50%_Rabatt` });
  expect(registrations.items.map((row) => row.companyName)).toEqual([`${STAMP} 50%_Rabatt GmbH`]);

  await getDb().contactMessage.createMany({
    data: [`${STAMP} a_b`, `${STAMP} axb`].map((subject) => ({
      name: "Test",
      email: "t@example.at",
      subject,
      message: "Hallo",
    })),
  });
  const messages = await listContactMessages({ page: 1, pageSize: 25, status: "all", search: `${STAMP} a_b` });
  expect(messages.messages.map((row) => row.subject)).toEqual([`${STAMP} a_b`]);
});
