/**
 * The account e-mails (lib/email/templates-account.ts): the password reset and the
 * resent setup link carry the link in text and HTML, state the validity and escape every value.
 */
import { siteConfig } from "@/lib/config";
import { passwordResetEmail, setupLinkResentEmail } from "@/lib/email/templates-account";

const url = "https://example.at/password-setup/abcDEF_123-xyz";
const hostile = `<script>alert("x")</script> & 'Co'`;

it("password reset: link, 1 hour, ignore hint", () => {
  const email = passwordResetEmail({ resetUrl: url, validHours: 1 });
  expect(email.subject).toBe(`Passwort zurücksetzen – ${siteConfig.name}`);
  expect(email.text).toContain(url);
  expect(email.text).toContain("1 Stunde gültig");
  expect(email.text).toContain("ignorieren");
  expect(email.html).toContain(`href="${url}"`);
  expect(email.html).toContain("1 Stunde gültig");
  expect(() => passwordResetEmail({ resetUrl: "javascript:alert(1)", validHours: 1 })).toThrow();
});

it("resent setup link: escapes the company name, 48 hours", () => {
  const email = setupLinkResentEmail({ companyName: hostile, setupUrl: url, validHours: 48 });
  expect(email.text).toContain(url);
  expect(email.text).toContain("48 Stunden gültig");
  expect(email.html).not.toContain("<script>");
  expect(email.html).toContain("&lt;script&gt;");
  expect(email.html).toContain(`href="${url}"`);
  expect(email.subject).not.toMatch(/\n/);
});
