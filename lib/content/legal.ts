/**
 * Texts of /impressum, /agb and /datenschutz as structured sections, built from the operator's settings.
 * Sources: spec: public-side §2 and §9 (sections, commission, retention); imprint § 5 ECG, § 14 UGB,
 * § 25 MedienG; privacy Art. 13 DSGVO, DSG, § 165 Abs. 3 TKG 2021; records § 132 BAO (7 years); ranking
 * P2B regulation (EU) 2019/1150 Art. 5.
 */
import { siteConfig } from "@/lib/config";
import { RANKING_TRANSPARENCY } from "@/lib/content/partner-landing";
import { PROJECT_ACCESS_COOKIE, PROJECT_ACCESS_MAX_AGE_SECONDS } from "@/lib/domain/project-access";
import { addressLine, formatCommission, missingImprintFields, type SiteSettings } from "@/lib/domain/settings";
import { telHref } from "@/lib/domain/phone";
import { env } from "@/lib/env";

/** A link inside a legal text: site paths ("/datenschutz"), `mailto:`/`tel:` or external https URLs. */
export interface LegalLink {
  text: string;
  href: string;
}

/** Running text: a plain string or a sequence of strings and links. */
export type LegalText = string | readonly (string | LegalLink)[];

export type LegalBlock =
  | { type: "paragraph"; text: LegalText }
  | { type: "list"; items: readonly LegalText[] }
  /** Label/value pairs (e.g. the imprint's company data). */
  | { type: "facts"; rows: readonly { label: string; value: LegalText }[] };

export interface LegalSection {
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** Site path of the page. */
  path: "/impressum" | "/agb" | "/datenschutz";
  /** Page heading (h1) and document title. */
  title: string;
  /** Meta description. */
  description: string;
  /** Date line "Stand: …" (e.g. "Juli 2025"); none for the imprint. */
  updated?: string;
  /** Section headings are numbered "1. …" (terms and privacy policy). */
  numbered: boolean;
  intro?: LegalText;
  sections: readonly LegalSection[];
}

/** Date of the current terms ("Stand"). */
export const LEGAL_TEXTS_UPDATED = "November 2026";

/** Date of the current privacy policy (version PRIVACY_POLICY_VERSION "2026-12"). */
export const PRIVACY_POLICY_UPDATED = "Dezember 2026";

const SITE_HOST = new URL(siteConfig.url).host;

const link = (text: string, href: string): LegalLink => ({ text, href });
const paragraph = (...text: (string | LegalLink)[]): LegalBlock => ({ type: "paragraph", text });
const list = (...items: LegalText[]): LegalBlock => ({ type: "list", items });

/** The operator as the texts name it: the imprint's company name (else the brand), the address (else "Wien"), links. */
function operatorOf(settings: Pick<SiteSettings, "contact" | "imprint">) {
  const { contact, imprint } = settings;
  return {
    name: imprint.companyName.trim() || siteConfig.name,
    address: addressLine(contact) || "Wien",
    emailLink: link(contact.email, `mailto:${contact.email}`),
    /** Null while no phone number is entered (never a placeholder). */
    phoneLink: contact.phone.trim() === "" ? null : link(contact.phone, telHref(contact.phone)),
  };
}

/** Shown in the imprint for a value the operator has not entered yet. */
export const IMPRINT_MISSING_VALUE = "noch nicht eingetragen";

/** Title and description of /impressum (static, for the page's metadata). */
export const IMPRINT_META = {
  path: "/impressum",
  title: "Impressum",
  description: `Impressum von ${siteConfig.name}: Angaben gemäß § 5 ECG, § 14 UGB und Offenlegung nach § 25 Mediengesetz.`,
} as const;

/**
 * Impressum (Austrian imprint and media disclosure) from the operator's settings. A missing register value
 * reads "noch nicht eingetragen" and an intro says the data are incomplete (never invented numbers).
 */
export function imprintDocument(settings: Pick<SiteSettings, "contact" | "imprint">): LegalDocument {
  const { contact, imprint } = settings;
  const value = (text: string) => (text.trim() === "" ? IMPRINT_MISSING_VALUE : text);
  const operator = imprint.companyName.trim() || siteConfig.name;
  const address = addressLine(contact);
  const email = link(contact.email, `mailto:${contact.email}`);
  const missing = missingImprintFields(settings);
  return {
    ...IMPRINT_META,
    numbered: false,
    intro:
      missing.length > 0
        ? `Hinweis: Die Unternehmensangaben dieses Impressums sind noch nicht vollständig eingetragen. Es fehlen: ${missing.join(", ")}.`
        : undefined,
    sections: [
      {
        title: "Angaben gemäß § 5 ECG und § 14 UGB",
        blocks: [
          {
            type: "facts",
            rows: [
              { label: "Firmenwortlaut", value: value(imprint.companyName) },
              { label: "Rechtsform", value: value(imprint.legalForm) },
              {
                label: "Unternehmensgegenstand",
                value: "Betrieb einer Online-Vermittlungsplattform für Renovierungs-, Bau- und Handwerksleistungen",
              },
              { label: "Sitz und Anschrift", value: address === "" ? IMPRINT_MISSING_VALUE : `${address}, Österreich` },
              {
                label: "Telefon",
                value:
                  contact.phone.trim() === "" ? IMPRINT_MISSING_VALUE : [link(contact.phone, telHref(contact.phone))],
              },
              { label: "E-Mail", value: [email] },
              { label: "Firmenbuchnummer", value: value(imprint.registerNumber) },
              { label: "Firmenbuchgericht", value: value(imprint.registerCourt) },
              { label: "UID-Nummer", value: value(imprint.vatId) },
            ],
          },
        ],
      },
      {
        title: "Gewerberechtliche Angaben",
        blocks: [
          {
            type: "facts",
            rows: [
              { label: "Aufsichtsbehörde", value: value(imprint.supervisoryAuthority) },
              { label: "Kammer", value: value(imprint.chamber) },
              {
                label: "Berufsrecht",
                value: [
                  "Gewerbeordnung 1994 (GewO), abrufbar im ",
                  link("Rechtsinformationssystem des Bundes (RIS)", "https://www.ris.bka.gv.at"),
                ],
              },
            ],
          },
        ],
      },
      {
        title: "Offenlegung gemäß § 25 Mediengesetz",
        blocks: [
          paragraph(`Medieninhaber und Herausgeber: ${operator}${address === "" ? "" : `, ${address}`}.`),
          paragraph(
            `Grundlegende Richtung: Informationen rund um Renovierung, Sanierung und Handwerk in Wien (Ratgeber, Preisleitfaden) sowie die Vermittlung von Angeboten geprüfter Fachbetriebe an private Kundinnen und Kunden.`,
          ),
        ],
      },
      {
        title: "Online-Streitbeilegung und Verbraucherschlichtung",
        blocks: [
          paragraph(
            "Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde mit 20. Juli 2025 eingestellt. Bei Streitigkeiten zwischen Verbraucherinnen bzw. Verbrauchern und Unternehmen im Internet können Sie sich in Österreich an die ",
            link("Internet Ombudsstelle", "https://www.ombudsstelle.at"),
            " wenden.",
          ),
          paragraph("Am schnellsten helfen wir Ihnen direkt: Schreiben Sie uns an ", email, "."),
        ],
      },
      {
        title: "Haftung für Inhalte",
        blocks: [
          paragraph(
            "Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Preisangaben im Preisleitfaden und in Ratgeber-Artikeln sind unverbindliche Richtwerte für Wien; verbindlich ist allein das Angebot des jeweiligen Fachbetriebs. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir keine Gewähr.",
          ),
        ],
      },
      {
        title: "Haftung für Links",
        blocks: [
          paragraph(
            "Diese Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.",
          ),
        ],
      },
      {
        title: "Urheberrecht",
        blocks: [
          paragraph(
            `Texte, Illustrationen und das Design dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des Urheberrechtsgesetzes bedarf der schriftlichen Zustimmung der ${operator}.`,
          ),
        ],
      },
    ],
  };
}

/** Title and description of /agb (static, for the page's metadata). */
export const TERMS_META = {
  path: "/agb",
  title: "Allgemeine Geschäftsbedingungen (AGB)",
  description: `AGB von ${siteConfig.name}: kostenlose Vermittlung für Kundinnen und Kunden, Bedingungen für Partnerbetriebe, Provision, Zahlung, Haftung und Gerichtsstand Wien.`,
} as const;

/** Allgemeine Geschäftsbedingungen (11 sections) with the operator and commission rate of the settings. */
export function termsDocument(settings: Pick<SiteSettings, "contact" | "imprint" | "marketplace">): LegalDocument {
  const operator = operatorOf(settings);
  return {
    ...TERMS_META,
    updated: LEGAL_TEXTS_UPDATED,
    numbered: true,
    sections: [
      {
        title: "Geltungsbereich",
        blocks: [
          paragraph(
            `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für die Nutzung der Plattform ${siteConfig.name} unter ${SITE_HOST} und für alle damit verbundenen Leistungen der ${operator.name}, ${operator.address} (im Folgenden „${siteConfig.name}“ oder „wir“).`,
          ),
          paragraph(
            "Sie gelten für Personen, die über die Plattform Angebote für Renovierungs-, Bau- oder Handwerksleistungen anfragen („Kundinnen und Kunden“), und für Unternehmen, die über die Plattform Anfragen erhalten („Partnerbetriebe“).",
          ),
          paragraph(
            "Abweichende Geschäftsbedingungen von Partnerbetrieben gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.",
          ),
        ],
      },
      {
        title: "Leistungen",
        blocks: [
          paragraph(
            `${siteConfig.name} betreibt einen Online-Marktplatz: Kundinnen und Kunden beschreiben ihr Projekt mit einem kurzen Fragebogen, und wir leiten die Anfrage an bis zu 4 passende, geprüfte Partnerbetriebe aus Wien und Umgebung weiter. Diese melden sich direkt bei den Kundinnen und Kunden und erstellen ihnen ein Angebot.`,
          ),
          list(
            "Für Kundinnen und Kunden ist die Vermittlung kostenlos und unverbindlich. Sie bezahlen nur den Betrieb, den sie selbst beauftragen; sagt ihnen kein Angebot zu, entstehen keine Kosten.",
            "Kundinnen und Kunden erhalten bis zu 4 kostenlose Angebote. Einen Anspruch darauf, dass sich eine bestimmte Anzahl von Betrieben meldet oder ein Vertrag zustande kommt, gibt es nicht.",
            "Für Badrenovierungen können wir zusätzlich drei unverbindliche Angebotsvarianten (Budget, Standard, Premium) erstellen, die vor dem Versand von unserem Team geprüft werden.",
          ),
          paragraph(
            "Wir erbringen selbst keine Bau-, Renovierungs- oder Handwerksleistungen. Angaben im Preisleitfaden und in Angebotsvarianten sind Richtwerte; maßgeblich ist allein das Angebot des Partnerbetriebs nach Besichtigung vor Ort.",
          ),
          // Ranking transparency (P2B regulation (EU) 2019/1150 Art. 5).
          paragraph(`${RANKING_TRANSPARENCY.title}: ${RANKING_TRANSPARENCY.intro}`),
          list(...RANKING_TRANSPARENCY.factors),
          paragraph([...RANKING_TRANSPARENCY.details, RANKING_TRANSPARENCY.noPayment].join(" ")),
        ],
      },
      {
        title: "Registrierung von Partnerbetrieben",
        blocks: [
          paragraph(
            "Unternehmen bewerben sich über unser Partner-Formular. Vor der Freischaltung prüfen wir insbesondere die Gewerbeberechtigung, eine aufrechte Betriebshaftpflichtversicherung, Referenzen und Kundenbewertungen. Wir melden uns in der Regel innerhalb von 2–3 Werktagen; ein Anspruch auf Aufnahme besteht nicht.",
          ),
          paragraph(
            "Freigeschaltete Partnerbetriebe erhalten einen persönlichen Zugang zum Firmen-Dashboard. Die Zugangsdaten sind geheim zu halten; für Handlungen über ihren Zugang ist der Partnerbetrieb verantwortlich.",
          ),
          paragraph(
            "Die Partnerschaft kann von beiden Seiten jederzeit schriftlich (auch per E-Mail) beendet werden. Provisionsansprüche für bereits vermittelte Aufträge bleiben davon unberührt.",
          ),
        ],
      },
      {
        title: "Provision",
        blocks: [
          paragraph(
            `Für jeden erfolgreich vermittelten Auftrag zahlt der Partnerbetrieb eine Provision von ${formatCommission(settings.marketplace.commissionBps)} brutto. Erfolgreich vermittelt ist ein Auftrag, wenn Kundinnen oder Kunden, deren Anfrage wir dem Partnerbetrieb übermittelt haben, mit diesem einen Vertrag über das angefragte Projekt abschließen.`,
          ),
          paragraph(
            "Die Provision wird auf den gesamten Auftragswert berechnet, einschließlich aller Teile, die bar oder direkt an den Partnerbetrieb bezahlt werden, sowie späterer Erweiterungen desselben Auftrags.",
          ),
          paragraph(
            "Für Anfragen, aus denen kein Auftrag entsteht, fällt keine Provision an. Für Kundinnen und Kunden ist die Nutzung der Plattform immer provisionsfrei.",
          ),
        ],
      },
      {
        title: "Zahlungsbedingungen",
        blocks: [
          list(
            "Wir stellen die Provision in Rechnung, sobald uns der Vertragsabschluss gemeldet wurde oder bekannt ist.",
            "Die Zahlung erfolgt ausschließlich per Überweisung auf das in der Rechnung angegebene Konto; Barzahlungen nehmen wir nicht an.",
            "Das Zahlungsziel beträgt maximal 14 Tage ab Rechnungsdatum. Bei Zahlungsverzug verrechnen wir die gesetzlichen Verzugszinsen für Unternehmergeschäfte (§ 456 UGB).",
          ),
        ],
      },
      {
        title: "Pflichten der Nutzerinnen und Nutzer",
        blocks: [
          paragraph(
            "Kundinnen und Kunden machen im Fragebogen wahrheitsgemäße Angaben und geben nur eigene Kontaktdaten an.",
          ),
          paragraph("Partnerbetriebe verpflichten sich,"),
          list(
            "sich innerhalb von 24 bis 48 Stunden bei den vermittelten Kundinnen und Kunden zu melden,",
            "nur Angebote für Leistungen abzugeben, für die sie die nötige Gewerbeberechtigung besitzen,",
            "ihre Betriebshaftpflichtversicherung aufrecht zu halten und Änderungen ihrer Unternehmensdaten unverzüglich mitzuteilen,",
            "Vertragsabschlüsse und den Auftragswert vermittelter Aufträge wahrheitsgemäß und unverzüglich zu melden,",
            "die erhaltenen Kundendaten ausschließlich für die Bearbeitung der jeweiligen Anfrage zu verwenden.",
          ),
          paragraph(
            "Automatisierte Abfragen, Scheinanfragen und jede missbräuchliche Nutzung der Plattform sind untersagt.",
          ),
        ],
      },
      {
        title: "Verträge zwischen Kunden und Partnerbetrieben",
        blocks: [
          paragraph(
            `Verträge über die Ausführung eines Projekts kommen ausschließlich direkt zwischen Kundin bzw. Kunde und Partnerbetrieb zustande. ${siteConfig.name} wird nicht Vertragspartei und vertritt keine der beiden Seiten.`,
          ),
          paragraph(
            "Für Leistungsumfang, Preis, Termine, Gewährleistung und allfällige Garantien ist allein der beauftragte Partnerbetrieb verantwortlich. Wir empfehlen, vor der Beauftragung eine Besichtigung vor Ort zu vereinbaren und ein schriftliches Angebot einzuholen.",
          ),
        ],
      },
      {
        title: "Haftung",
        blocks: [
          paragraph(
            "Wir wählen unsere Partnerbetriebe sorgfältig aus, haften aber nicht für deren Angebote, Leistungen oder Verhalten.",
          ),
          paragraph(
            "Im Übrigen haften wir nur für Schäden, die wir vorsätzlich oder grob fahrlässig verursacht haben. Diese Beschränkung gilt nicht für Personenschäden und nicht, soweit zwingendes Recht – insbesondere das Konsumentenschutzgesetz (KSchG) – eine weitergehende Haftung vorsieht.",
          ),
          paragraph(
            "Wir bemühen uns um eine ständige Erreichbarkeit der Plattform, können diese wegen Wartungsarbeiten und technischer Störungen aber nicht garantieren.",
          ),
        ],
      },
      {
        title: "Datenschutz",
        blocks: [
          paragraph(
            "Personenbezogene Daten verarbeiten wir nach der Datenschutz-Grundverordnung (DSGVO) und dem österreichischen Datenschutzgesetz (DSG). Einzelheiten finden Sie in unserer ",
            link("Datenschutzerklärung", "/datenschutz"),
            ".",
          ),
          paragraph(
            "Partnerbetriebe sind für die Kundendaten, die sie von uns erhalten, selbst Verantwortliche im Sinne der DSGVO.",
          ),
        ],
      },
      {
        title: "Änderungen der AGB",
        blocks: [
          paragraph(
            "Wir können diese AGB aus sachlich gerechtfertigten Gründen ändern, etwa bei einer geänderten Rechtslage oder neuen Funktionen der Plattform. Änderungen teilen wir registrierten Partnerbetrieben per E-Mail mit.",
          ),
          paragraph(
            "Die Änderungen gelten als angenommen, wenn nicht binnen 14 Tagen ab Zugang der Mitteilung schriftlich (auch per E-Mail) widersprochen wird. Auf diese Frist und die Bedeutung des Schweigens weisen wir in der Mitteilung gesondert hin.",
          ),
          paragraph(
            "Für Anfragen von Kundinnen und Kunden gilt die Fassung der AGB, die zum Zeitpunkt der Anfrage veröffentlicht ist.",
          ),
        ],
      },
      {
        title: "Anwendbares Recht und Gerichtsstand",
        blocks: [
          paragraph(
            "Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen des internationalen Privatrechts und des UN-Kaufrechts.",
          ),
          paragraph(
            "Gerichtsstand ist Wien; zuständig ist das sachlich zuständige Gericht für den 1. Wiener Gemeindebezirk. Für Verbraucherinnen und Verbraucher gilt der gesetzliche Gerichtsstand nach § 14 KSchG; zwingende Verbraucherschutzbestimmungen bleiben unberührt.",
          ),
          paragraph(
            "Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.",
          ),
        ],
      },
    ],
  };
}

/** Title and description of /datenschutz (static, for the page's metadata). */
export const PRIVACY_META = {
  path: "/datenschutz",
  title: "Datenschutzerklärung",
  description: `Wie ${siteConfig.name} Ihre Daten bei Projektanfragen, Kontaktanfragen und Partnerbetrieben verarbeitet: Zwecke, Rechtsgrundlagen, Empfänger, Speicherdauer und Ihre Rechte.`,
} as const;

/** Datenschutzerklärung (11 sections) naming the controller from the settings. */
export function privacyDocument(settings: Pick<SiteSettings, "contact" | "imprint">): LegalDocument {
  const operator = operatorOf(settings);
  return {
    ...PRIVACY_META,
    updated: PRIVACY_POLICY_UPDATED,
    numbered: true,
    intro: `Der Schutz Ihrer Daten ist uns wichtig. Hier informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) und dem österreichischen Datenschutzgesetz (DSG), welche personenbezogenen Daten wir bei der Nutzung von ${siteConfig.name} verarbeiten, wofür und wie lange.`,
    sections: [
      {
        title: "Verantwortlicher",
        blocks: [
          {
            type: "facts",
            rows: [
              { label: "Verantwortlicher", value: operator.name },
              { label: "Anschrift", value: operator.address },
              { label: "E-Mail", value: [operator.emailLink] },
              ...(operator.phoneLink ? [{ label: "Telefon", value: [operator.phoneLink] }] : []),
            ],
          },
          paragraph(
            "Für alle Fragen zum Datenschutz und für Anträge zu Ihren Rechten erreichen Sie uns unter ",
            operator.emailLink,
            ".",
          ),
        ],
      },
      {
        title: "Welche Daten wir verarbeiten",
        blocks: [
          list(
            "Projektanfragen: Postleitzahl (PLZ) des Projekts, Ihre Antworten im Fragebogen (z. B. Art, Umfang, Budget und Zeitrahmen), Name, E-Mail-Adresse, Telefonnummer sowie Zeitpunkt Ihrer Einwilligung und die Version dieser Datenschutzerklärung.",
            "Fotos und Pläne, die Sie freiwillig zu Ihrer Anfrage hochladen. Fotos speichern wir verkleinert und ohne eingebettete Metadaten (z. B. ohne GPS-Position und Aufnahmegerät).",
            "Nachrichten zwischen Ihnen und den Partnerbetrieben in „Mein Projekt“ mit ihren Anhängen, wann sie gelesen wurden, und ob eine Unterhaltung gemeldet oder geschlossen wurde (mit dem Grund der Meldung).",
            "Freigaben: wann Sie welchem Partnerbetrieb Ihre Kontaktdaten freigegeben haben.",
            "Angebote: die Angebotsvariante, für die Sie sich interessieren oder entscheiden.",
            "„Mein Projekt“: wann Sie Ihre E-Mail-Adresse mit dem persönlichen Link bestätigt haben und wann Sie Ihre Anfrage zurückgezogen, Ihre Daten heruntergeladen oder gelöscht haben (als Nachweis, ohne weitere Inhalte). Den Link selbst speichern wir nicht, nur einen nicht umkehrbaren Prüfwert (Hash), dazu wann er erstellt und zuletzt verwendet wurde. Ein Link, den 12 Monate lang niemand verwendet, funktioniert nicht mehr; Sie können jederzeit neue Links anfordern und nicht mehr benötigte in „Mein Projekt“ widerrufen.",
            "Auftrag und Bewertung: ob und welcher Partnerbetrieb den Auftrag erhalten hat, optional der Auftragswert, und Ihre Bewertung (Sterne, Titel, Text). Veröffentlicht wird eine Bewertung nur mit Ihrem Vornamen und dem Anfangsbuchstaben Ihres Nachnamens, dem Monat und der Leistung – nie mit vollem Namen oder Kontaktdaten.",
            "Meldungen zu Bewertungen: der Grund der Meldung, freiwillig Ihre E-Mail-Adresse, und unsere Entscheidung mit Begründung.",
            "Kontaktformular: Name, E-Mail-Adresse, Betreff, Ihre Nachricht und der Zeitpunkt des Eingangs.",
            "Partnerbetriebe: Firmenname, Anschrift, Ansprechperson, E-Mail-Adresse, Telefonnummern, Nachweise zu Gewerbeberechtigung und Versicherung (auch die hochgeladene Versicherungsbestätigung), die Antworten der öffentlichen Register GISA, VIES und Firmenbuch zu GISA-Zahl, UID- und Firmenbuchnummer, Referenzen, Leistungen und Preise, Abrechnungsdaten sowie Zugangsdaten zum Firmen-Dashboard (Passwörter nur als Hash).",
            "Technische Daten beim Besuch der Website: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite und Browser-Kennung (Server-Logdateien).",
          ),
        ],
      },
      {
        title: "Zwecke der Verarbeitung",
        blocks: [
          list(
            "Vermittlung: Wir geben Ihre Projektanfrage an bis zu 4 geprüfte Partnerbetriebe weiter, die zu Leistung und Region passen, damit diese Sie kontaktieren und Ihnen ein Angebot erstellen. Ihre Fotos und Pläne sehen nur diese Betriebe und unser Team. Je nach unserer Einstellung erhalten die Betriebe Ihren Namen, Ihre Telefonnummer und E-Mail-Adresse sofort oder erst, wenn Sie sie in „Mein Projekt“ für den jeweiligen Betrieb freigeben; bis dahin sehen sie nur Ihre Anfrage, Ihre Postleitzahl und Ihren Vornamen. Eine Freigabe kann nicht zurückgenommen werden, weil der Betrieb die Daten dann schon gesehen haben kann.",
            "Nachrichten: Über „Mein Projekt“ schreiben Sie mit jedem Betrieb in einer eigenen Unterhaltung, die nur Sie und dieser Betrieb lesen. Über eine neue Nachricht informieren wir per E-Mail (höchstens eine E-Mail je Unterhaltung und Viertelstunde). Unser Team liest eine Unterhaltung nur, wenn eine Seite sie meldet, und kann sie dann schließen.",
            "KI-gestützte Badsanierungs-Angebote: Für Badrenovierungen erstellen wir drei Angebotsvarianten (Budget, Standard, Premium). Die Beschreibungstexte formuliert ein KI-Sprachmodell von OpenAI; dafür übermitteln wir nur Ihre Projektangaben (z. B. Badgröße, gewünschte Arbeiten, PLZ), nicht Ihren Namen, Ihre E-Mail-Adresse oder Telefonnummer. Die Preise berechnen wir selbst nach festen Wiener Richtwerten – sie stammen nicht von der KI. Jedes Angebot prüft unser Team, bevor Sie es erhalten.",
            "E-Mails: Wir versenden Bestätigungen, Angebotslinks, Benachrichtigungen an Partnerbetriebe und Antworten auf Kontaktanfragen über den Dienst Resend.",
            [
              "„Mein Projekt“: Nach dem Absenden einer Projektanfrage schicken wir Ihnen eine Bestätigung mit Ihren Angaben und einem persönlichen Link zu „Mein Projekt“. Dort sehen Sie ohne Anmeldung den Stand Ihrer Anfrage, welche Partnerbetriebe Ihre Kontaktdaten wann erhalten haben (mit deren Kontaktdaten) und bei Badrenovierungen Ihre Angebote. Der Link gilt, solange Ihre Anfrage besteht; neue Links können Sie jederzeit unter ",
              link(`${SITE_HOST}/mein-projekt`, "/mein-projekt"),
              " anfordern, sie ersetzen dann die früheren.",
            ],
            [
              "Bewertungen: Haben Sie in „Mein Projekt“ angegeben, welcher Betrieb den Auftrag erhalten hat, und bestätigt auch der Betrieb den Auftrag, laden wir Sie nach Abschluss einmal per E-Mail mit einem persönlichen Link ein, den Betrieb zu bewerten. Wie wir Bewertungen prüfen und Meldungen bearbeiten, steht unter ",
              link(`${SITE_HOST}/bewertungen`, "/bewertungen"),
              ".",
            ],
            "Kontaktanfragen: Wir beantworten Ihre Nachricht und Ihre Fragen.",
            "Partnerbetriebe: Prüfung von Bewerbungen, Betreuung der Partnerschaft und Abrechnung der Provisionen.",
            "Sicherheit: Betrieb der Website, Fehleranalyse und Abwehr von Missbrauch, z. B. durch eine Begrenzung der Anfragen je IP-Adresse.",
          ),
          paragraph(
            "Wir verkaufen Ihre Daten nicht und verwenden sie nicht für Werbung Dritter. Eine automatisierte Entscheidungsfindung im Sinne von Art. 22 DSGVO findet nicht statt.",
          ),
        ],
      },
      {
        title: "Rechtsgrundlagen",
        blocks: [
          list(
            "Art. 6 Abs. 1 lit. a DSGVO (Einwilligung): Weitergabe Ihrer Projektanfrage an Partnerbetriebe. Ihre Einwilligung erteilen Sie beim Absenden des Fragebogens; Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen.",
            "Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Maßnahmen): Vermittlung und Erstellung von Angeboten auf Ihre Anfrage, Beantwortung von Anfragen zu unseren Leistungen, Zusammenarbeit mit Partnerbetrieben.",
            "Art. 6 Abs. 1 lit. c DSGVO (rechtliche Verpflichtung): Aufbewahrung von Rechnungen und Buchhaltungsunterlagen nach der Bundesabgabenordnung (BAO).",
            "Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse): sicherer und stabiler Betrieb der Website, Abwehr von Missbrauch, Beantwortung allgemeiner Kontaktanfragen.",
          ),
        ],
      },
      {
        title: "Empfänger und Auftragsverarbeiter",
        blocks: [
          list(
            "Partnerbetriebe: bis zu 4 geprüfte Betriebe je Anfrage. Sie verarbeiten Ihre Daten als eigene Verantwortliche, um Ihnen ein Angebot zu erstellen.",
            "Resend (E-Mail-Versand) als Auftragsverarbeiter nach Art. 28 DSGVO.",
            "OpenAI (Erstellung der Angebotstexte für Badrenovierungen) als Auftragsverarbeiter nach Art. 28 DSGVO.",
            "IT-Dienstleister für Hosting und Betrieb der Website als Auftragsverarbeiter nach Art. 28 DSGVO.",
            "Steuerberatung sowie Behörden und Gerichte, soweit wir gesetzlich dazu verpflichtet sind.",
          ),
          paragraph(
            "Resend und OpenAI können Daten auch in den USA verarbeiten. Die Übermittlung stützt sich auf den Angemessenheitsbeschluss der Europäischen Kommission zum EU-US Data Privacy Framework, soweit der Anbieter danach zertifiziert ist, andernfalls auf Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO).",
          ),
        ],
      },
      {
        title: "Speicherdauer",
        blocks: [
          list(
            "Projektdaten (mit Fotos, Plänen und Nachrichten): bis 3 Jahre nach Abschluss oder Stornierung des Projekts; danach werden sie gelöscht. Als abgeschlossen gilt ein Projekt auch, wenn 12 Monate lang nichts mehr geschehen ist (keine Zuweisung an einen Partnerbetrieb, keine Rückmeldung oder Statusänderung eines Betriebs und keine Angabe von Ihnen, wer den Auftrag erhalten hat).",
            "E-Mails, die wir versenden: den Inhalt löschen wir 30 Tage nach dem Versand, Empfängeradresse und Betreff 90 Tage nach dem Versand; E-Mails zu einem gelöschten Projekt sofort mit dem Projekt.",
            "Kontaktanfragen: bis Ihr Anliegen erledigt ist, längstens 3 Jahre nach Ihrer letzten Nachricht.",
            "Server-Logdateien: höchstens 30 Tage.",
            "Bewertungen: solange sie veröffentlicht sind; auf Ihren Wunsch entfernen wir Ihre Bewertung. Meldungen zu Bewertungen: 3 Jahre nach unserer Entscheidung.",
            "Rechnungen und Buchhaltungsunterlagen: 7 Jahre (gesetzliche Aufbewahrungspflicht nach § 132 BAO).",
            "Daten von Partnerbetrieben: für die Dauer der Partnerschaft und danach, soweit gesetzliche Aufbewahrungspflichten bestehen.",
          ),
          paragraph(
            "Widerrufen Sie Ihre Einwilligung, geben wir Ihre Anfrage ab diesem Zeitpunkt nicht mehr an Partnerbetriebe weiter.",
          ),
          paragraph(
            "Löschen Sie Ihre Daten über „Mein Projekt“, entfernen wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihre freien Angaben, Ihre Fotos und Pläne und die Nachrichten sofort aus der Anfrage, ihren Angeboten und den dazu gespeicherten E-Mails. Für unsere Statistik bleibt nur ein Eintrag ohne Bezug zu Ihrer Person.",
          ),
        ],
      },
      {
        title: "Cookies und lokale Speicherung",
        blocks: [
          paragraph(
            "Wir verwenden nur technisch notwendige Cookies und Speichertechniken (§ 165 Abs. 3 TKG 2021). Tracking-, Analyse- oder Werbe-Cookies setzen wir nicht ein; Schriftarten und Skripte laden wir nicht von fremden Servern.",
          ),
          list(
            "Anmelde-Cookie: hält Partnerbetriebe und Administratoren nach dem Login angemeldet.",
            `Projektzugang (Cookie „${PROJECT_ACCESS_COOKIE}“): merkt sich in dem Browser, mit dem Sie eine Projektanfrage senden oder in „Mein Projekt“ auf „Angebote ansehen“ klicken, dass dieser Browser Ihre Angebote öffnen darf. Er enthält nur Projektnummern mit einer Signatur, keinen Namen und keine Kontaktdaten, und gilt ${Math.round(PROJECT_ACCESS_MAX_AGE_SECONDS / 86_400)} Tage.`,
            "Lokaler Speicher (Local Storage): eine im Preisleitfaden eingegebene PLZ, damit der Fragebogen sie übernehmen kann; sie wird danach gelöscht.",
            "Sitzungsspeicher (Session Storage): die Nummer Ihrer letzten Projektanfrage; er wird beim Schließen des Browsers gelöscht.",
          ),
        ],
      },
      {
        title: "Datensicherheit",
        blocks: [
          paragraph(
            "Alle Verbindungen zu unserer Website sind TLS-verschlüsselt. Passwörter speichern wir nur als Hash, Angebotslinks und Links zu „Mein Projekt“ enthalten zufällige, nicht erratbare Kennungen, und auf Projektdaten haben nur berechtigte Mitarbeiterinnen und Mitarbeiter sowie die jeweils zugeordneten Partnerbetriebe Zugriff.",
          ),
        ],
      },
      {
        title: "Ihre Rechte",
        blocks: [
          paragraph("Sie haben nach der DSGVO das Recht auf"),
          list(
            "Auskunft über die von uns verarbeiteten Daten (Art. 15),",
            "Berichtigung unrichtiger Daten (Art. 16),",
            "Löschung (Art. 17) und Einschränkung der Verarbeitung (Art. 18),",
            "Datenübertragbarkeit (Art. 20),",
            "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21),",
            "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3).",
          ),
          paragraph(
            "Zu Ihrer Projektanfrage üben Sie diese Rechte am schnellsten selbst unter „Mein Projekt“ aus (Link in Ihrer Bestätigungs-E-Mail, neu anzufordern unter ",
            link(`${SITE_HOST}/mein-projekt`, "/mein-projekt"),
            "):",
          ),
          list(
            "„Anfrage zurückziehen“ widerruft Ihre Einwilligung: Es erhalten keine weiteren Partnerbetriebe Ihre Daten, und die Betriebe, die Ihre Anfrage schon haben, informieren wir per E-Mail.",
            "„Meine Daten herunterladen“ gibt Ihnen eine Datei (JSON) mit allem, was wir zu Ihrer Anfrage und Ihrer E-Mail-Adresse gespeichert haben (Auskunft und Datenübertragbarkeit).",
            "„Meine Daten löschen“ löscht Ihre Daten sofort und endgültig; die Betriebe sehen die Anfrage danach als „vom Kunden gelöscht“. Daten, die ein Betrieb schon selbst gespeichert hat, löscht er in eigener Verantwortung.",
          ),
          paragraph(
            "Für alle Rechte können Sie uns auch einfach an ",
            operator.emailLink,
            " schreiben. Wir antworten innerhalb eines Monats.",
          ),
        ],
      },
      {
        title: "Beschwerderecht",
        blocks: [
          paragraph(
            "Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die Datenschutzbehörde:",
          ),
          {
            type: "facts",
            rows: [
              { label: "Behörde", value: "Österreichische Datenschutzbehörde" },
              { label: "Anschrift", value: "Barichgasse 40-42, 1030 Wien" },
              { label: "E-Mail", value: [link("dsb@dsb.gv.at", "mailto:dsb@dsb.gv.at")] },
              { label: "Website", value: [link("www.dsb.gv.at", "https://www.dsb.gv.at")] },
            ],
          },
        ],
      },
      {
        title: "Änderungen dieser Datenschutzerklärung",
        blocks: [
          paragraph(
            `Wir passen diese Datenschutzerklärung an, wenn sich unsere Verarbeitung oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung. Bei einer Projektanfrage speichern wir, welcher Fassung Sie zugestimmt haben (aktuelle Fassung: ${env.PRIVACY_POLICY_VERSION}).`,
          ),
        ],
      },
    ],
  };
}
