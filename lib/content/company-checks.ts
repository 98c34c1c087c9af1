/**
 * "So prüfen wir Betriebe": what the register and insurance checks are, for /bewertungen (customers, Omnibus
 * transparency) and /unternehmen (partners, P2B regulation (EU) 2019/1150). Describes what lib/verification does.
 */

/** Anchor of the section on both pages; profiles link to /bewertungen#betriebspruefung. */
export const COMPANY_CHECKS_ANCHOR = "betriebspruefung";

export const COMPANY_CHECKS = {
  title: "So prüfen wir Betriebe",
  intro:
    "Wir prüfen jeden Partnerbetrieb gegen amtliche Register und seine Haftpflichtversicherung. „Geprüft“ steht nur bei Betrieben, deren Prüfung gültig und aktuell ist; auf dem Firmenprofil sehen Sie, was wir wann geprüft haben.",
  checks: [
    {
      title: "Gewerbeberechtigung im GISA",
      text: "Im Gewerbeinformationssystem Austria (GISA), dem amtlichen Gewerberegister, prüfen wir Wortlaut, Standort und Status jeder Gewerbeberechtigung. Ein Betrieb erhält nur Anfragen zu Arbeiten, die eine aktive Gewerbeberechtigung abdeckt.",
    },
    {
      title: "UID-Nummer über VIES",
      text: "Die Umsatzsteuer-Identifikationsnummer prüfen wir über VIES, das Abfragesystem der Europäischen Kommission für UID-Nummern.",
    },
    {
      title: "Firmenbuch",
      text: "Ist ein Betrieb im Firmenbuch eingetragen, gleichen wir zusätzlich seinen Eintrag ab: Firmenbuchnummer, Name, Rechtsform und ob die Firma noch eingetragen ist.",
    },
    {
      title: "Betriebshaftpflichtversicherung",
      text: "Der Betrieb legt eine Bestätigung seiner Betriebshaftpflichtversicherung vor; unser Team prüft sie und erfasst, bis wann sie gilt. Auf dem Profil steht „Haftpflicht bis“ mit diesem Datum.",
    },
  ],
  rules: [
    "Wir wiederholen die Registerprüfungen monatlich.",
    "Endet eine Gewerbeberechtigung oder läuft die Versicherungsbestätigung ab, erhält der Betrieb keine neuen Anfragen mehr, bis ein gültiger Nachweis vorliegt; „geprüft“ steht dann nicht mehr auf seinem Profil.",
    "Ist ein Register gerade nicht erreichbar, gilt die Prüfung als „nicht prüfbar“ und wird später wiederholt – nie als „ungültig“. Bis dahin zeigen wir das Ergebnis der letzten abgeschlossenen Prüfung.",
    "Die Prüfung bestätigt, was die Register und die Versicherungsbestätigung ausweisen. Sie ist keine Garantie für die Qualität einer einzelnen Arbeit; dafür gibt es die Bewertungen aus bestätigten Aufträgen.",
  ],
} as const;
