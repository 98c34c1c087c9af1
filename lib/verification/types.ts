/** Shapes shared by the register adapters, the check jobs and the views (no server-only: plain types). */

/** The official registers a company is checked against. */
export type RegisterSource = "vies" | "gisa" | "firmenbuch";

/** A check's state: "unavailable" = the register did not answer usably (retried later), never a negative result. */
export type CheckOutcome = "pending" | "valid" | "invalid" | "unavailable";

/** One register answer as an adapter returns it; `rawAnswer` is the response body as received (or the error). */
export interface RegisterAnswer<D> {
  outcome: Exclude<CheckOutcome, "pending">;
  details: D | null;
  rawAnswer: string;
}

/** VIES answer (EU Commission REST service `check-vat-number`). */
export interface ViesDetails {
  countryCode: string;
  vatNumber: string;
  name: string | null;
  address: string | null;
  /** ISO date of the VIES request. */
  requestDate: string | null;
  /** VIES error code of an "unavailable" answer, e.g. "MS_UNAVAILABLE". */
  error?: string;
}

/** One trade licence (Gewerbeberechtigung) as the GISA register lists it. */
export interface GisaLicence {
  gisaNumber: string;
  /** The licence's wording, e.g. "Installateur (Gas- und Sanitärtechnik)". */
  wording: string;
  /** Location of the licence (Standort), e.g. "1100 Wien, Favoritenstraße 1". */
  location: string | null;
  status: "active" | "ended";
  /** ISO dates. */
  startDate: string | null;
  endDate: string | null;
}

export interface GisaDetails {
  holderName: string | null;
  licences: GisaLicence[];
}

/** Firmenbuch (Austrian company register) entry. */
export interface FirmenbuchDetails {
  fnNumber: string;
  name: string | null;
  legalForm: string | null;
  seat: string | null;
  status: "active" | "deleted";
}

export type ReadinessKey = RegisterSource | "insurance";

/** One required item of an approval and its state ("ok" = green). */
export interface ReadinessItem {
  key: ReadinessKey;
  label: string;
  state: "ok" | "failed" | "pending" | "unavailable" | "missing" | "not-required";
  /** German explanation, e.g. "Installateur (Gas- und Sanitärtechnik), aktiv seit 1.3.2015". */
  text: string;
  /** ISO time of the answer. */
  checkedAt: string | null;
}

/** A register check as the admin sees it (history, newest first). */
export interface CheckRecord {
  id: number;
  source: RegisterSource;
  query: Record<string, string>;
  outcome: CheckOutcome;
  details: unknown;
  rawAnswer: string | null;
  attempts: number;
  checkedAt: string | null;
  createdAt: string;
}

export interface Readiness {
  items: ReadinessItem[];
  /** Catalogue services the checked, active licences cover. */
  licensedServices: string[];
  /** German reasons the approval is blocked; empty = every required item is green. */
  blockers: string[];
  checks: CheckRecord[];
}

/** A company's derived standing as the admin sees it beside its checks. */
export interface CompanyStandingView {
  gisaNumber: string | null;
  vatId: string | null;
  fnNumber: string | null;
  verified: boolean;
  licensedServices: string[];
  /** ISO day. */
  insuranceValidUntil: string | null;
  /** ISO time; null = not paused. */
  leadsPausedAt: string | null;
  /** German sentences. */
  pauseReasons: string[];
}

/** A company's own view of its checks (GET /api/company/verification). */
export interface OwnVerification {
  items: ReadinessItem[];
  gisaNumber: string | null;
  /** Offered services it gets new leads for. */
  licensedServices: string[];
  /** Offered services its checked licences do not cover. */
  unlicensedServices: string[];
  /** ISO day. */
  insuranceValidUntil: string | null;
  leadsPausedAt: string | null;
  /** German reasons it gets no new leads at all; empty = it does. */
  noLeadsBecause: string[];
}

/** GET /api/companies/register/checks/{token}: the applicant's GISA result and which services it allows. */
export interface RegistrationLicenceStatus {
  state: "pending" | "unavailable" | "found" | "not-found";
  licences: { wording: string; status: "active" | "ended" }[];
  services: { service: string; covered: boolean }[];
}
