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
