/** The German texts of the contact release, shared by the company dashboard, the project room and /danke. */
export const CONTACT_RELEASE_TEXTS = {
  released: "Kontaktdaten freigegeben",
  waiting: "wartet auf Freigabe",
  waitingHint: "Der Kunde entscheidet, wer ihn kontaktieren darf.",
  releaseOne: "Kontaktdaten freigeben",
  releaseAll: "An alle freigeben",
  confirm:
    "Die Firma sieht danach Ihren Namen, Ihre Telefonnummer, E-Mail und Adresse. Eine Freigabe kann nicht zurückgenommen werden, weil die Firma die Daten dann schon gesehen haben kann.",
  /** What the customer is told after the quiz when the setting is "kunde". */
  customerKunde:
    "Sie entscheiden im Projektraum, welche Firmen Ihre Telefonnummer sehen. Bis dahin sehen Firmen nur Ihre Anfrage, Ihre Postleitzahl und Ihren Vornamen.",
} as const;
