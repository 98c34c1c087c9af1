/** German refusals of the admin's project commands (thrown as NotFoundError or ConflictError; nothing is written). */
import "server-only";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { projectFullMessage } from "@/lib/data/assignment-limit";

/** German refusals (404 or 409; nothing is written). */
export const ASSIGN_ERRORS = {
  projectNotFound: "Projekt nicht gefunden",
  companyNotFound: "Firma nicht gefunden",
  projectNotOpen: "Nur offene Projekte können zugewiesen werden.",
  projectFull: projectFullMessage(MAX_COMPANIES_PER_PROJECT),
  duplicate: "Diese Firma ist dem Projekt bereits zugewiesen.",
  notVerified: "Nur verifizierte Firmen können Leads erhalten.",
  noLogin: "Diese Firma hat kein Benutzerkonto und kann nicht benachrichtigt werden.",
  /** The company fails the lead rule (lib/verification/eligibility.ts); `reasons` from leadBlockReasons. */
  notEligible: (companyName: string, reasons: readonly string[]) =>
    `${companyName} kann diesen Lead nicht erhalten: ${reasons.join("; ")}.`,
  consentWithdrawn:
    "Der Kunde hat seine Einwilligung widerrufen: Das Projekt darf an keine weitere Firma vermittelt werden.",
} as const;

export const COMPANY_DEACTIVATED = "Die Firma ist deaktiviert und erhält keine neuen Leads.";

export const OPERATION_ERRORS = {
  spam: "Das Projekt ist als Spam markiert und kann nicht vermittelt werden.",
  erased: "Die Kundendaten dieses Projekts wurden gelöscht: Es kann nicht vermittelt werden.",
  notAssigned: "Diese Firma ist dem Projekt nicht zugewiesen.",
  alreadyOpen: "Das Projekt ist bereits offen.",
  alreadySpam: "Das Projekt ist bereits als Spam markiert.",
  alreadyErased: "Die Kundendaten dieses Projekts wurden bereits gelöscht.",
} as const;
