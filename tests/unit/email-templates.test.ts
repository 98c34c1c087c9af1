/**
 * German e-mail templates for the admin flows (lib/email/templates.ts) and the Vienna district
 * labels they use (lib/domain/vienna-districts.ts): subjects, links in text and HTML, HTML escaping of
 * every interpolated value, and no customer data in a company's lead e-mail.
 */
import { siteConfig } from "@/lib/config";
import { leadAssignedEmail, offerApprovedEmail, passwordSetupEmail } from "@/lib/email/templates";
import { districtLabel, viennaDistrict } from "@/lib/domain/vienna-districts";

const hostile = `<script>alert("x")</script> & 'Co'`;

/** Every href in the HTML. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
}

describe("viennaDistrict / districtLabel", () => {
  it.each([
    ["1010", "1010 Wien, 1. Bezirk (Innere Stadt)"],
    ["1070", "1070 Wien, 7. Bezirk (Neubau)"],
    ["1070 Wien", "1070 Wien, 7. Bezirk (Neubau)"],
    [" 1150 ", "1150 Wien, 15. Bezirk (Rudolfsheim-Fünfhaus)"],
    ["1230", "1230 Wien, 23. Bezirk (Liesing)"],
    ["1240", "PLZ 1240"],
    ["2340", "PLZ 2340"],
    ["2340 Mödling", "2340 Mödling"],
    ["Wien", "Wien"],
  ])("%s → %s", (input, expected) => {
    expect(districtLabel(input)).toBe(expected);
  });

  it("knows all 23 districts and nothing else", () => {
    expect(viennaDistrict("1220")).toEqual({ number: 22, name: "Donaustadt" });
    expect(viennaDistrict("1000")).toBeUndefined();
    expect(viennaDistrict("1071")).toBeUndefined();
    expect(viennaDistrict("10700")).toBeUndefined();
  });
});

describe("leadAssignedEmail", () => {
  const input = {
    companyName: "Bad & Fliesen Huber",
    serviceLabel: "Badsanierung",
    district: "1070",
    dashboardUrl: "https://renovio.example/company-dashboard",
  };

  it("names service and district and links to the dashboard", () => {
    const email = leadAssignedEmail(input);
    expect(email.subject).toBe("Neue Anfrage: Badsanierung in 1070 Wien");
    expect(email.text).toContain("Sehr geehrtes Team von Bad & Fliesen Huber,");
    expect(email.text).toContain("Leistung: Badsanierung");
    expect(email.text).toContain("Ort: 1070 Wien, 7. Bezirk (Neubau)");
    expect(email.text).toContain("https://renovio.example/company-dashboard");
    expect(hrefs(email.html)).toEqual([
      "https://renovio.example/company-dashboard",
      "https://renovio.example/company-dashboard",
    ]);
    expect(email.html).toContain("Bad &amp; Fliesen Huber");
    expect(email.html).toContain("7. Bezirk (Neubau)");
    expect(email.html).toContain('<html lang="de">');
  });

  it("contains no customer contact data: no e-mail address, phone number or name besides the company's", () => {
    const email = leadAssignedEmail(input);
    for (const body of [email.text, email.html]) {
      expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/); // no e-mail address at all
      expect(body).not.toMatch(/\+?\d[\d /-]{7,}\d/); // no phone number
      expect(body).not.toMatch(/Telefon|Tel\.|E-Mail:/);
    }
  });

  it("escapes every interpolated value in the HTML and keeps the subject on one line", () => {
    const email = leadAssignedEmail({
      ...input,
      companyName: hostile,
      serviceLabel: `Bad\n<b>neu</b>`,
      district: `<i>Graz</i>`,
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>neu</b>");
    expect(email.html).not.toContain("<i>Graz</i>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;");
    expect(email.html).toContain("Bad &lt;b&gt;neu&lt;/b&gt;");
    expect(email.subject).toBe("Neue Anfrage: Bad <b>neu</b> in <i>Graz</i>");
    expect(email.subject).not.toContain("\n");
  });

  it("refuses a link that is not an absolute http(s) URL", () => {
    expect(() => leadAssignedEmail({ ...input, dashboardUrl: "javascript:alert(1)" })).toThrow(
      "absolute http(s)-Adresse",
    );
    expect(() => leadAssignedEmail({ ...input, dashboardUrl: "/company-dashboard" })).toThrow(
      "absolute http(s)-Adresse",
    );
  });
});

describe("passwordSetupEmail", () => {
  const setupUrl = "https://renovio.example/password-setup/3f9a?x=1&y=2";

  it("for an approved registration: subject, setup link and 48 hours validity", () => {
    const email = passwordSetupEmail({ companyName: "Maler Gruber", setupUrl, validHours: 48, reason: "registration" });
    expect(email.subject).toBe(`Ihre Firmenanmeldung bei ${siteConfig.name} wurde genehmigt`);
    expect(email.text).toContain("Firmenanmeldung geprüft und Maler Gruber freigeschaltet");
    expect(email.text).toContain(setupUrl);
    expect(email.text).toContain("48 Stunden gültig");
    expect(email.text).toContain("über „Passwort vergessen?“ einen neuen an");
    expect(hrefs(email.html)).toEqual([
      "https://renovio.example/password-setup/3f9a?x=1&amp;y=2",
      "https://renovio.example/password-setup/3f9a?x=1&amp;y=2",
    ]);
    expect(email.html).toContain("Passwort festlegen");
    expect(email.html).toContain("48 Stunden gültig");
  });

  it("for an approved partner onboarding: its own subject and introduction; the validity defaults to 48 hours", () => {
    const email = passwordSetupEmail({ companyName: "Elektro Wagner", setupUrl, reason: "onboarding" });
    expect(email.subject).toBe(`Willkommen als Partner bei ${siteConfig.name}: Ihre Zugangsdaten`);
    expect(email.text).toContain("Partner-Onboarding");
    expect(email.text).toContain("Elektro Wagner als Partner freigeschaltet");
    expect(email.text).toContain("48 Stunden gültig");
    expect(passwordSetupEmail({ companyName: "X", setupUrl, validHours: 24, reason: "onboarding" }).text).toContain(
      "24 Stunden gültig",
    );
  });

  it("escapes the company name in the HTML", () => {
    const email = passwordSetupEmail({ companyName: hostile, setupUrl, reason: "registration" });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.text).toContain(hostile);
  });
});

describe("offerApprovedEmail", () => {
  const offerUrl = "https://renovio.example/offer/k3J9xQ2mP7vL4tR8";

  it("tells the customer the three-tier offer is ready and links to it", () => {
    const email = offerApprovedEmail({ customerName: "Maria Berger", offerUrl });
    expect(email.subject).toBe("Ihr Angebot für Ihre Badsanierung ist fertig");
    expect(email.text).toContain("Guten Tag Maria Berger,");
    expect(email.text).toContain("Budget, Standard und Premium");
    expect(email.text).toContain(offerUrl);
    expect(hrefs(email.html)).toEqual([offerUrl, offerUrl]);
    expect(email.html).toContain("Angebot ansehen");
  });

  it("escapes the customer's name in the HTML", () => {
    const email = offerApprovedEmail({ customerName: hostile, offerUrl });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Guten Tag &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;,");
  });

  it("escapes a quote in the link so it cannot leave the href attribute", () => {
    const email = offerApprovedEmail({ customerName: "A", offerUrl: 'https://renovio.example/offer/a"onmouseover="x' });
    expect(email.html).not.toContain('"onmouseover="');
    expect(hrefs(email.html)[0]).toBe("https://renovio.example/offer/a&quot;onmouseover=&quot;x");
  });
});
