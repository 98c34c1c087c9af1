import { projectRequestSchema } from "@/lib/validation/project";

const valid = {
  serviceType: "maler",
  zipCode: "1010",
  name: "Anna Berger",
  email: "anna@example.at",
  phone: "+43 660 1234567",
  gdprAccepted: true,
  answers: { intent_readiness: "x" },
};

function messages(input: unknown): Record<string, string> {
  const result = projectRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("project request schema (public-side §5)", () => {
  it("accepts a valid request", () => {
    expect(projectRequestSchema.parse(valid).name).toBe("Anna Berger");
  });
  it("gives the spec's German messages", () => {
    expect(
      messages({ ...valid, zipCode: " ", serviceType: "", name: "A", phone: "12", gdprAccepted: false, email: "x" }),
    ).toEqual({
      zipCode: "PLZ ist erforderlich",
      serviceType: "Service ist erforderlich",
      name: "Name ist erforderlich",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      phone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
      gdprAccepted: "Sie müssen den Datenschutzbestimmungen zustimmen",
    });
    expect(messages({ ...valid, phone: "  " })).toEqual({ phone: "Telefonnummer ist erforderlich" });
  });
  it("stores the phone number in E.164", () => {
    expect(projectRequestSchema.parse({ ...valid, phone: "0660 123 45 67" }).phone).toBe("+436601234567");
  });
  it("accepts Austrian postcodes only: 4 digits, not starting with 0", () => {
    for (const zipCode of ["40", "123", "12345", "0123", "10a0", "1010 Wien"]) {
      expect(messages({ ...valid, zipCode })).toEqual({
        zipCode: "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein",
      });
    }
  });
  it("accepts postcodes outside Vienna and its surroundings (the wizard tells the customer)", () => {
    expect(projectRequestSchema.parse({ ...valid, zipCode: " 8010 " }).zipCode).toBe("8010");
  });
  it("trims before checking lengths", () => {
    expect(messages({ ...valid, name: "  A  " })).toEqual({ name: "Name ist erforderlich" });
  });
  it("rejects answers that are neither text nor a list of texts", () => {
    expect(Object.keys(messages({ ...valid, answers: { a: 5 } }))).toEqual(["answers.a"]);
  });
});

describe("missing fields", () => {
  it("are named in German, also for an empty body", () => {
    expect(messages({})).toEqual({
      serviceType: "Service ist erforderlich",
      zipCode: "PLZ ist erforderlich",
      name: "Name ist erforderlich",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      phone: "Telefonnummer ist erforderlich",
      gdprAccepted: "Sie müssen den Datenschutzbestimmungen zustimmen",
    });
  });
  it("fall back to zod's German locale for other issues", () => {
    expect(messages({ ...valid, answers: "keine Liste" })["answers"]).toMatch(/^Ungültige Eingabe/);
  });
});
