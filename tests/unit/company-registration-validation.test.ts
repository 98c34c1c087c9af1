/**
 * The company registration schema (spec: authenticated-side §5 "Company registration", §3 payload,
 * §9 field lengths): every rule and its German message.
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import { EMPLOYEE_VALUES, EXPERIENCE_VALUES, REGISTRATION_SERVICES } from "@/lib/domain/partner-choices";
import { companyRegistrationSchema } from "@/lib/validation/company-registration";

const valid = {
  companyName: "Installateur Huber GmbH",
  contactPerson: "Thomas Huber",
  email: "office@huber-installationen.at",
  phone: "+43 660 1234567",
  address: "Landstraßer Hauptstraße 12",
  city: "Wien",
  zipCode: "1030",
  services: ["badrenovierung", "klempner"],
  gisaNumber: "10000001",
  experience: "11-20",
  employees: "6-10",
  description: "Familienbetrieb für Bad und Heizung seit 2005, Schwerpunkt 3. und 4. Bezirk.",
  acceptTerms: true,
};

function messages(input: unknown): Record<string, string> {
  const result = companyRegistrationSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("company registration schema", () => {
  it("needs the GISA number (digits) and accepts UID and Firmenbuch number in their forms, or empty", () => {
    expect(messages({ ...valid, gisaNumber: undefined }).gisaNumber).toBe("Bitte geben Sie die GISA-Zahl an");
    expect(messages({ ...valid, gisaNumber: "12a45" }).gisaNumber).toBe(
      "Die GISA-Zahl besteht aus 5 bis 12 Ziffern (siehe GISA-Auszug)",
    );
    expect(messages({ ...valid, vatId: "DE123" }).vatId).toBe("Die UID-Nummer hat die Form ATU12345678");
    expect(messages({ ...valid, fnNumber: "123" }).fnNumber).toBe("Die Firmenbuchnummer hat die Form „FN 123456a“");
    expect(
      companyRegistrationSchema.parse({
        ...valid,
        gisaNumber: " 1000 0001 ",
        vatId: "atu 1234 5678",
        fnNumber: "FN 123456 A",
      }),
    ).toMatchObject({ gisaNumber: "10000001", vatId: "ATU12345678", fnNumber: "123456a" });
    expect(companyRegistrationSchema.parse({ ...valid, vatId: "", fnNumber: "" })).not.toHaveProperty("vatId", "");
  });

  it("accepts a valid registration and trims its texts", () => {
    const parsed = companyRegistrationSchema.parse({
      ...valid,
      companyName: "  Installateur Huber GmbH ",
      city: " Wien ",
    });
    expect(parsed).toMatchObject({
      ...valid,
      companyName: "Installateur Huber GmbH",
      city: "Wien",
      phone: "+436601234567",
    });
  });

  it("gives every minimum rule its German message", () => {
    expect(
      messages({
        companyName: "A",
        contactPerson: "T",
        email: "office@",
        phone: "0660",
        address: "Weg",
        city: "W",
        zipCode: "103",
        services: [],
        experience: "",
        employees: "",
        description: "Kurzer Text",
        acceptTerms: false,
      }),
    ).toEqual({
      companyName: "Firmenname muss mindestens 2 Zeichen haben",
      contactPerson: "Ansprechpartner muss mindestens 2 Zeichen haben",
      email: "Gültige E-Mail-Adresse erforderlich",
      phone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
      address: "Adresse muss mindestens 5 Zeichen haben",
      city: "Stadt muss mindestens 2 Zeichen haben",
      zipCode: "PLZ muss mindestens 4 Zeichen haben",
      services: "Mindestens ein Service muss ausgewählt werden",
      experience: "Bitte wählen Sie Ihre Berufserfahrung aus",
      gisaNumber: "Bitte geben Sie die GISA-Zahl an",
      employees: "Bitte wählen Sie die Anzahl der Mitarbeiter aus",
      description: "Beschreibung sollte mindestens 20 Zeichen haben",
      acceptTerms: "AGB müssen akzeptiert werden",
    });
  });

  it("names every missing field with the same messages (empty body)", () => {
    expect(messages({})).toEqual({
      companyName: "Firmenname muss mindestens 2 Zeichen haben",
      contactPerson: "Ansprechpartner muss mindestens 2 Zeichen haben",
      email: "Gültige E-Mail-Adresse erforderlich",
      phone: "Telefonnummer ist erforderlich",
      address: "Adresse muss mindestens 5 Zeichen haben",
      city: "Stadt muss mindestens 2 Zeichen haben",
      zipCode: "PLZ muss mindestens 4 Zeichen haben",
      services: "Mindestens ein Service muss ausgewählt werden",
      experience: "Bitte wählen Sie Ihre Berufserfahrung aus",
      gisaNumber: "Bitte geben Sie die GISA-Zahl an",
      employees: "Bitte wählen Sie die Anzahl der Mitarbeiter aus",
      description: "Beschreibung sollte mindestens 20 Zeichen haben",
      acceptTerms: "AGB müssen akzeptiert werden",
    });
  });

  it("accepts the exact minimum lengths and counts only trimmed characters", () => {
    expect(messages({ ...valid, companyName: "AB", zipCode: "1010", description: "x".repeat(20) })).toEqual({});
    expect(messages({ ...valid, companyName: "  A  ", description: `  ${"x".repeat(19)}  ` })).toEqual({
      companyName: "Firmenname muss mindestens 2 Zeichen haben",
      description: "Beschreibung sollte mindestens 20 Zeichen haben",
    });
  });

  it("bounds every text field (email 255, city 100, zip 10 and the free texts) and checks the phone number", () => {
    expect(
      messages({
        ...valid,
        companyName: "x".repeat(201),
        contactPerson: "x".repeat(201),
        email: `${"a".repeat(250)}@example.at`,
        phone: "1".repeat(51),
        address: "x".repeat(301),
        city: "x".repeat(101),
        zipCode: "1".repeat(11),
        description: "x".repeat(5001),
      }),
    ).toEqual({
      companyName: "Firmenname darf höchstens 200 Zeichen haben",
      contactPerson: "Ansprechpartner darf höchstens 200 Zeichen haben",
      email: "E-Mail-Adresse darf höchstens 255 Zeichen haben",
      phone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
      address: "Adresse darf höchstens 300 Zeichen haben",
      city: "Stadt darf höchstens 100 Zeichen haben",
      zipCode: "PLZ darf höchstens 10 Zeichen haben",
      description: "Beschreibung darf höchstens 5000 Zeichen haben",
    });
    expect(messages({ ...valid, city: "x".repeat(100), zipCode: "1".repeat(10) })).toEqual({});
  });

  it("accepts every catalogue service (the registration choices are the catalogue) and stores a repeated one once", () => {
    expect([...REGISTRATION_SERVICES]).toEqual(SERVICE_CATALOGUE.map((service) => service.id));
    expect(companyRegistrationSchema.parse({ ...valid, services: [...REGISTRATION_SERVICES] }).services).toEqual([
      ...REGISTRATION_SERVICES,
    ]);
    expect(messages({ ...valid, services: ["badrenovierung", "Dachdecker"] })).toEqual({
      "services.1": "Ungültiger Service",
    });
    expect(companyRegistrationSchema.parse({ ...valid, services: ["fliesen", "fliesen"] }).services).toEqual([
      "fliesen",
    ]);
    expect(messages({ ...valid, services: "badrenovierung" })).toEqual({
      services: "Mindestens ein Service muss ausgewählt werden",
    });
  });

  it("stores the spec's older registration texts as their catalogue ids; texts without a service are invalid", () => {
    expect(
      companyRegistrationSchema.parse({
        ...valid,
        services: ["Malerei & Lackierung", "Sanitärinstallation", "Fenster & Türen", "maler"],
      }).services,
    ).toEqual(["maler", "klempner", "pvc-fenster"]);
    expect(companyRegistrationSchema.parse({ ...valid, services: ["badezimmer"] }).services).toEqual([
      "badrenovierung",
    ]);
    expect(messages({ ...valid, services: ["Parkettleger"] })).toEqual({ "services.0": "Ungültiger Service" });
    expect(messages({ ...valid, services: ["Trockenausbau"] })).toEqual({ "services.0": "Ungültiger Service" });
  });

  it.each(EXPERIENCE_VALUES)("accepts experience %s", (experience) => {
    expect(messages({ ...valid, experience })).toEqual({});
  });

  it.each(EMPLOYEE_VALUES)("accepts employees %s", (employees) => {
    expect(messages({ ...valid, employees })).toEqual({});
  });

  it("rejects experience and employee values outside the lists", () => {
    expect(messages({ ...valid, experience: "30", employees: "100" })).toEqual({
      experience: "Bitte wählen Sie Ihre Berufserfahrung aus",
      employees: "Bitte wählen Sie die Anzahl der Mitarbeiter aus",
    });
  });

  it("requires acceptTerms to be the boolean true", () => {
    expect(messages({ ...valid, acceptTerms: "true" })).toEqual({ acceptTerms: "AGB müssen akzeptiert werden" });
    expect(messages({ ...valid, acceptTerms: undefined })).toEqual({ acceptTerms: "AGB müssen akzeptiert werden" });
  });

  it("keeps the honeypot value so the handler can drop the registration", () => {
    expect(companyRegistrationSchema.parse({ ...valid, website: "spam" }).website).toBe("spam");
  });
});
