/** Slugs of the public company profiles /firmen/{slug} (lib/domain/company-slug.ts). */
import {
  MAX_SLUG_NAME_LENGTH,
  companyProfilePath,
  companySlug,
  parseCompanySlug,
  slugifyCompanyName,
} from "@/lib/domain/company-slug";

describe("slugifyCompanyName", () => {
  it("writes umlauts out, drops accents and joins words with single dashes", () => {
    expect(slugifyCompanyName("Malerei Huber")).toBe("malerei-huber");
    expect(slugifyCompanyName("Bäder & Öfen Müller GmbH")).toBe("baeder-oefen-mueller-gmbh");
    expect(slugifyCompanyName("  Straßenbau – Café Zoë  ")).toBe("strassenbau-cafe-zoe");
  });

  it("falls back to 'firma' and cuts long names at a word boundary", () => {
    expect(slugifyCompanyName("&&& ***")).toBe("firma");
    const long = slugifyCompanyName("Sehr lange Firmenbezeichnung ".repeat(6));
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_NAME_LENGTH);
    expect(long).not.toMatch(/-$/);
    expect(long.startsWith("sehr-lange-firmenbezeichnung-sehr")).toBe(true);
  });
});

describe("companySlug / parseCompanySlug", () => {
  it("ends the slug with the id and resolves it from there", () => {
    expect(companySlug({ id: 12, name: "Malerei Huber" })).toBe("malerei-huber-12");
    expect(companyProfilePath({ id: 12, name: "Malerei Huber" })).toBe("/firmen/malerei-huber-12");
    expect(parseCompanySlug("malerei-huber-12")).toBe(12);
    expect(parseCompanySlug("falscher-name-12")).toBe(12);
    expect(parseCompanySlug("12")).toBe(12);
    // A name ending in a number keeps the id last.
    expect(parseCompanySlug(companySlug({ id: 7, name: "Bau 2000" }))).toBe(7);
  });

  it("answers null for slugs without a valid id", () => {
    for (const slug of ["malerei-huber", "", "firma-0", "firma-012", "firma-99999999999", "firma-1.5", "firma-12-"]) {
      expect(parseCompanySlug(slug)).toBeNull();
    }
  });
});
