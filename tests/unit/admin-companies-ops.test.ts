/**
 * Pure parts of the admin's company operations: the zod schemas of create, edit and
 * deactivate (German messages, "" clears optional fields), the welcome e-mail of a company created
 * by hand, and the district ranking preferring companies.zipCode.
 */
import { siteConfig } from "@/lib/config";
import { companyCreatedEmail } from "@/lib/email/templates-companies";
import { rankCandidates } from "@/lib/domain/matching";
import {
  adminCompanyCreateSchema,
  adminCompanyUpdateSchema,
  companyDeactivateSchema,
} from "@/lib/validation/admin-companies";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("create schema", () => {
  const valid = {
    name: " Bau GmbH ",
    email: " Office@Bau.AT ",
    services: ["badrenovierung", "badrenovierung"],
    city: "Wien",
    zipCode: "",
    contactPhone: "",
    contactEmail: "",
    contactInfo: "",
  };

  it("trims, lower-cases the login e-mail, dedupes services and stores empty optional fields as null", () => {
    expect(adminCompanyCreateSchema.parse(valid)).toEqual({
      name: "Bau GmbH",
      email: "office@bau.at",
      services: ["badrenovierung"],
      city: "Wien",
      zipCode: null,
      contactPhone: null,
      contactEmail: null,
      contactInfo: null,
    });
  });

  it("answers German messages", () => {
    const result = adminCompanyCreateSchema.safeParse({
      ...valid,
      name: "B",
      email: "x",
      services: ["Zauberei"],
      zipCode: "10",
      contactEmail: "nein",
      contactPhone: "12",
    });
    expect(messages(result)).toEqual({
      name: "Firmenname muss mindestens 2 Zeichen haben",
      email: "Gültige E-Mail-Adresse erforderlich",
      "services.0": "Ungültiger Service",
      zipCode: "PLZ muss aus 4 Ziffern bestehen",
      contactEmail: "Gültige Kontakt-E-Mail-Adresse erforderlich",
      contactPhone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
    });
  });
});

describe("update schema", () => {
  it('accepts any subset, null or "" clears a contact field, and refuses an empty body', () => {
    expect(adminCompanyUpdateSchema.parse({ zipCode: "1030" })).toEqual({ zipCode: "1030" });
    expect(adminCompanyUpdateSchema.parse({ contactPhone: "", contactEmail: null, verified: false })).toEqual({
      contactPhone: null,
      contactEmail: null,
      verified: false,
    });
    expect(adminCompanyUpdateSchema.parse({ contactPhone: " 01 234 56 78 " })).toEqual({ contactPhone: "+4312345678" });
    expect(adminCompanyUpdateSchema.parse({ services: ["badrenovierung"] })).toEqual({ services: ["badrenovierung"] });
    expect(messages(adminCompanyUpdateSchema.safeParse({}))).toEqual({ "": "Keine Änderung angegeben." });
    expect(messages(adminCompanyUpdateSchema.safeParse({ zipCode: "ABCD" }))).toEqual({
      zipCode: "PLZ muss aus 4 Ziffern bestehen",
    });
    expect(messages(adminCompanyUpdateSchema.safeParse({ services: [] }))).toEqual({
      services: "Mindestens ein Service muss ausgewählt werden",
    });
  });

  it("deactivation needs a reason of 3–500 characters", () => {
    expect(companyDeactivateSchema.parse({ reason: "  Vertrag beendet " })).toEqual({ reason: "Vertrag beendet" });
    expect(companyDeactivateSchema.safeParse({ reason: "ab" }).success).toBe(false);
    expect(companyDeactivateSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
    expect(companyDeactivateSchema.safeParse({}).success).toBe(false);
  });
});

it("the welcome e-mail carries the link, 48 hours, and escapes the company name", () => {
  const url = "https://example.at/password-setup/abcDEF_123-xyz";
  const email = companyCreatedEmail({ companyName: `<b>Bau</b> & "Co"\nX`, setupUrl: url, validHours: 48 });
  expect(email.subject).toBe(`Ihr Firmenzugang bei ${siteConfig.name}`);
  expect(email.text).toContain(url);
  expect(email.text).toContain("48 Stunden gültig");
  expect(email.html).toContain(`href="${url}"`);
  expect(email.html).not.toContain("<b>Bau</b>");
  expect(email.html).toContain("&lt;b&gt;Bau&lt;/b&gt;");
  expect(() => companyCreatedEmail({ companyName: "A", setupUrl: "javascript:alert(1)", validHours: 48 })).toThrow();
});

it("the ranking takes the district from companies.zipCode before city and address", () => {
  const ranked = rankCandidates({ serviceType: "badrenovierung", zipCode: "1230" }, [
    {
      id: 1,
      name: "Adresse 1100",
      city: "Wien",
      services: ["Badrenovierung"],
      contactInfo: "Favoritenstraße 1, 1100 Wien",
      openAssignments: 0,
    },
    {
      id: 2,
      name: "PLZ 1230",
      city: "1100 Wien",
      services: ["Badrenovierung"],
      contactInfo: "Favoritenstraße 1, 1100 Wien",
      zipCode: "1230",
      openAssignments: 5,
    },
    {
      id: 3,
      name: "PLZ außerhalb",
      city: "Wien",
      services: ["Badrenovierung"],
      contactInfo: "Liesinger Platz 1, 1230 Wien",
      zipCode: "2700",
      openAssignments: 0,
    },
  ]);
  expect(ranked.map((candidate) => [candidate.id, candidate.districtDistance])).toEqual([
    // Company 3's zipCode is no Vienna postcode: its address decides; fewer open leads come first.
    [3, 0],
    [2, 0],
    [1, 13],
  ]);
});
