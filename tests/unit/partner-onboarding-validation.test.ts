/**
 * The partner onboarding schema (spec: public-side §5 "Partner onboarding", §3 enumerations,
 * authenticated-side.md §3 "partner_onboarding"): only the consent is required, choices must be
 * from the enumerations, texts are bounded, links are http(s) links kept only with the WeTransfer
 * answer.
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import {
  CALENDAR_SHARING_VALUES,
  CASH_PAYMENT_ACCEPTANCE_VALUES,
  DOCUMENT_PROOF_VALUES,
  ONBOARDING_SERVICE_VALUES,
  PAYMENT_METHOD_VALUES,
  PREFERRED_CHANNEL_VALUES_DE,
  PREFERRED_CHANNEL_VALUES_EN,
  PRICING_AVAILABLE_VALUES,
  TYPICAL_START_TIME_VALUES,
} from "@/lib/domain/partner-choices";
import {
  PARTNER_ONBOARDING_MAX_LENGTH,
  createPartnerOnboardingSchema,
  normalizeLink,
  partnerOnboardingSchema,
} from "@/lib/validation/partner-onboarding";

function messages(input: unknown, schema = partnerOnboardingSchema): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("consent", () => {
  it("is the only required field: consent alone is a valid submission", () => {
    const parsed = partnerOnboardingSchema.parse({ privacyConsent: true });
    expect(parsed).toMatchObject({ privacyConsent: true, services: [], preferredChannels: [] });
    expect(parsed.companyName).toBeUndefined();
    expect(parsed.businessLicense).toBeUndefined();
  });

  it.each([[false], ["true"], [undefined], [1]])(
    "rejects privacyConsent %p with the German message",
    (privacyConsent) => {
      expect(messages({ privacyConsent })).toEqual({
        privacyConsent: "Sie müssen den Datenschutzbestimmungen zustimmen",
      });
    },
  );

  it("has the English message in the English schema", () => {
    expect(messages({ privacyConsent: false }, createPartnerOnboardingSchema("en"))).toEqual({
      privacyConsent: "You must agree to the privacy policy",
    });
  });
});

describe("texts", () => {
  it("are trimmed; empty, blank and null texts become undefined", () => {
    const parsed = partnerOnboardingSchema.parse({
      privacyConsent: true,
      companyName: "  Malerei Novak  ",
      address: "   ",
      references: "",
      phone2: null,
    });
    expect(parsed.companyName).toBe("Malerei Novak");
    expect(parsed.address).toBeUndefined();
    expect(parsed.references).toBeUndefined();
    expect(parsed.phone2).toBeUndefined();
  });

  it.each(
    Object.entries(PARTNER_ONBOARDING_MAX_LENGTH).filter(
      ([field]) => !["link", "email", "phone", "phone2"].includes(field),
    ),
  )("bounds %s to %i characters", (field, max) => {
    expect(messages({ privacyConsent: true, [field]: "x".repeat(max) })).toEqual({});
    expect(messages({ privacyConsent: true, [field]: "x".repeat(max + 1) })).toEqual({
      [field]: `Höchstens ${max} Zeichen erlaubt`,
    });
  });

  it("gives English messages in the English schema", () => {
    expect(messages({ privacyConsent: true, address: "x".repeat(301) }, createPartnerOnboardingSchema("en"))).toEqual({
      address: "At most 300 characters allowed",
    });
    expect(messages({ privacyConsent: true, phone: "0123" }, createPartnerOnboardingSchema("en"))).toEqual({
      phone: "Please enter a valid Austrian or German phone number (e.g. 0664 1234567).",
    });
  });

  it("stores both phone numbers in E.164 and refuses an invalid one in German", () => {
    const parsed = partnerOnboardingSchema.parse({
      privacyConsent: true,
      phone: "0664 1234567",
      phone2: "+49 30 1234567",
    });
    expect(parsed).toMatchObject({ phone: "+436641234567", phone2: "+49301234567" });
    expect(messages({ privacyConsent: true, phone2: "12" })).toEqual({
      phone2: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
    });
  });

  it("rejects non-text values", () => {
    expect(messages({ privacyConsent: true, companyName: 42 })).toEqual({ companyName: "Ungültige Auswahl" });
  });

  it("accepts provision_notes (public form spelling) as provisionNotes", () => {
    const parsed = partnerOnboardingSchema.parse({ privacyConsent: true, provision_notes: " 8 % wären fair " });
    expect(parsed.provisionNotes).toBe("8 % wären fair");
    expect(parsed).not.toHaveProperty("provision_notes");
  });
});

describe("e-mail", () => {
  it("is optional but must be an address when given", () => {
    expect(messages({ privacyConsent: true, email: "" })).toEqual({});
    expect(partnerOnboardingSchema.parse({ privacyConsent: true, email: " office@novak.at " }).email).toBe(
      "office@novak.at",
    );
    expect(messages({ privacyConsent: true, email: "office@" })).toEqual({
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    });
    expect(messages({ privacyConsent: true, email: "office@" }, createPartnerOnboardingSchema("en"))).toEqual({
      email: "Please enter a valid email address",
    });
  });
});

describe("enumerations", () => {
  const single = [
    ["businessLicense", DOCUMENT_PROOF_VALUES],
    ["liability", DOCUMENT_PROOF_VALUES],
    ["pricingAvailable", PRICING_AVAILABLE_VALUES],
    ["typicalStartTime", TYPICAL_START_TIME_VALUES],
    ["calendarSharing", CALENDAR_SHARING_VALUES],
    ["paymentMethod", PAYMENT_METHOD_VALUES],
    ["cashPaymentAcceptance", CASH_PAYMENT_ACCEPTANCE_VALUES],
  ] as const;

  it.each(single)("%s accepts each of its values, empty, and nothing else", (field, values) => {
    for (const value of values) {
      expect(partnerOnboardingSchema.parse({ privacyConsent: true, [field]: value })[field]).toBe(value);
    }
    expect(partnerOnboardingSchema.parse({ privacyConsent: true, [field]: "" })[field]).toBeUndefined();
    expect(messages({ privacyConsent: true, [field]: "something_else" })).toEqual({ [field]: "Ungültige Auswahl" });
  });

  it("uses the documented enumeration values", () => {
    expect(DOCUMENT_PROOF_VALUES).toEqual(["email_sent", "wetransfer_link", "not_available"]);
    expect(PRICING_AVAILABLE_VALUES).toEqual(["email", "wetransfer_link", "no_standard_pricing"]);
    expect(TYPICAL_START_TIME_VALUES).toEqual(["within_1_week", "2_4_weeks", "1_2_months", "depends_on_materials"]);
    expect(CALENDAR_SHARING_VALUES).toEqual(["share_with_platform", "create_platform_calendar"]);
    expect(PAYMENT_METHOD_VALUES).toEqual(["sepa", "payment_link", "other"]);
    expect(CASH_PAYMENT_ACCEPTANCE_VALUES).toEqual(["understood", "case_by_case", "no_explain"]);
  });

  it("accepts the catalogue's services, stores older form values as their ids and rejects others", () => {
    expect(
      partnerOnboardingSchema.parse({ privacyConsent: true, services: [...ONBOARDING_SERVICE_VALUES] }).services,
    ).toEqual([...SERVICE_CATALOGUE.map((service) => service.id)]);
    // The spec's German and English values of the old forms (spec: public-side §3).
    expect(
      partnerOnboardingSchema.parse({
        privacyConsent: true,
        services: ["maler-arbeiten", "painting", "sanitär", "bau", "demolition", "terrace"],
      }).services,
    ).toEqual(["maler", "klempner", "hausbau", "abbruch", "terrassenverkleidung"]);
    expect(messages({ privacyConsent: true, services: ["badrenovierung", "dachdecker"] })).toEqual({
      "services.1": "Ungültige Auswahl",
    });
    expect(messages({ privacyConsent: true, services: ["trockenbau"] })).toEqual({ "services.0": "Ungültige Auswahl" });
    expect(messages({ privacyConsent: true, services: "badrenovierung" })).toEqual({ services: "Ungültige Auswahl" });
  });

  it("accepts the channels of both forms, deduplicates, and rejects others", () => {
    expect(
      partnerOnboardingSchema.parse({
        privacyConsent: true,
        preferredChannels: [...PREFERRED_CHANNEL_VALUES_DE, "whatsapp"],
      }).preferredChannels,
    ).toEqual([...PREFERRED_CHANNEL_VALUES_DE]);
    expect(
      partnerOnboardingSchema.parse({ privacyConsent: true, preferredChannels: [...PREFERRED_CHANNEL_VALUES_EN] })
        .preferredChannels,
    ).toEqual([...PREFERRED_CHANNEL_VALUES_EN]);
    expect(messages({ privacyConsent: true, preferredChannels: ["fax"] })).toEqual({
      "preferredChannels.0": "Ungültige Auswahl",
    });
  });
});

describe("links", () => {
  it("keeps a WeTransfer link only with the WeTransfer answer", () => {
    const parsed = partnerOnboardingSchema.parse({
      privacyConsent: true,
      businessLicense: "wetransfer_link",
      businessLicenseLink: "https://we.tl/t-gewerbe",
      liability: "email_sent",
      liabilityLink: "https://we.tl/t-versicherung",
      pricingAvailable: "wetransfer_link",
      pricingLink: "we.tl/t-preise",
    });
    expect(parsed.businessLicenseLink).toBe("https://we.tl/t-gewerbe");
    expect(parsed.liabilityLink).toBeUndefined();
    expect(parsed.pricingLink).toBe("https://we.tl/t-preise");
  });

  it("rejects links that are not http(s)", () => {
    for (const link of ["javascript:alert(1)", "kein link", "ftp://we.tl/x", "localhost"]) {
      expect(messages({ privacyConsent: true, businessLicense: "wetransfer_link", businessLicenseLink: link })).toEqual(
        {
          businessLicenseLink: "Bitte geben Sie einen gültigen Link ein (z.B. https://we.tl/...)",
        },
      );
    }
    expect(
      messages({ privacyConsent: true, calendarLink: "data:text/html,x" }, createPartnerOnboardingSchema("en")),
    ).toEqual({
      calendarLink: "Please enter a valid link (e.g. https://we.tl/...)",
    });
  });

  it("normalizeLink adds https:// and keeps http(s) links", () => {
    expect(normalizeLink("we.tl/t-abc")).toBe("https://we.tl/t-abc");
    expect(normalizeLink("http://calendar.example.at/firma")).toBe("http://calendar.example.at/firma");
    expect(normalizeLink("mailto:office@novak.at")).toBeNull();
  });
});
