import Link from "next/link";
import { Mail, MapPin, Phone } from "lucide-react";

import { siteConfig } from "@/lib/config";
import { getSiteSettings } from "@/lib/data/settings";
import { telHref } from "@/lib/domain/phone";
import { addressLine } from "@/lib/domain/settings";

import { blogNavLink } from "./nav-links";
import { SiteLogo } from "./site-logo";

interface FooterColumn {
  title: string;
  links: { href: string; label: string }[];
}

/** The legal links: the footer's third column and all of the slim footer. */
const legalLinks = [
  { href: "/datenschutz", label: "Datenschutz" },
  { href: "/agb", label: "AGB" },
  { href: "/impressum", label: "Impressum" },
];

/** Footer columns. */
const footerColumns: FooterColumn[] = [
  {
    title: "Leistungen",
    links: [
      { href: "/badrenovierung", label: "Badrenovierung" },
      { href: "/preisleitfaden", label: "Preisleitfaden" },
      { href: "/firmen", label: "Firmen" },
      blogNavLink,
    ],
  },
  {
    title: "Unternehmen",
    links: [
      { href: "/ueber-uns", label: "Über uns" },
      { href: "/firmen-login", label: "Firmen Login" },
      { href: "/kontakt", label: "Kontakt" },
      { href: "/kontakt", label: "Hilfe" },
    ],
  },
  { title: "Hilfe & Kontakt", links: legalLinks },
];

/**
 * Public footer: brand and contact details from the "Einstellungen" (read on the server; a missing phone number is
 * left out), three link columns and the copyright line.
 */
export async function SiteFooter({ slim = false }: { slim?: boolean } = {}) {
  if (slim) return <SlimFooter />;
  const { contact } = await getSiteSettings();
  const address = addressLine(contact);
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_2fr] lg:px-8">
        <div className="space-y-4">
          <SiteLogo name={siteConfig.name} />
          <p className="max-w-sm text-sm text-muted-foreground">
            Die Plattform für Renovierungen in Wien: bis zu 4 kostenlose Angebote von geprüften Fachbetrieben.
          </p>
          <address className="space-y-2 text-sm not-italic">
            <a
              href={`mailto:${contact.email}`}
              className="flex items-center gap-2 break-all text-foreground hover:text-primary"
            >
              <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {contact.email}
            </a>
            {contact.phone.trim() !== "" && (
              <a href={telHref(contact.phone)} className="flex items-center gap-2 text-foreground hover:text-primary">
                <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span data-testid="footer-phone">{contact.phone}</span>
              </a>
            )}
            {address !== "" && (
              <span className="flex items-start gap-2 text-foreground">
                <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{address}</span>
              </span>
            )}
          </address>
        </div>

        <nav aria-label="Fußzeile" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link prefetch={false} href={link.href} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-border/80">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {siteConfig.copyrightYear} {siteConfig.name}. Alle Rechte vorbehalten.
        </p>
      </div>
    </footer>
  );
}

/** `slim`: only the legal links and the copyright line, for focused pages such as the quiz steps. Reads no settings. */
function SlimFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <nav aria-label="Rechtliches">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link
                  prefetch={false}
                  href={link.href}
                  className="inline-block py-1 hover:text-primary hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {siteConfig.copyrightYear} {siteConfig.name}
        </p>
      </div>
    </footer>
  );
}
