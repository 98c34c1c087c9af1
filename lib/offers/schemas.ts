/**
 * Validation of a company's offer (itemised or PDF with totals), shared by the dashboard form and the routes.
 * Money leaves here as integer euro cents, quantities as thousandths; totals come from lib/domain/money.ts.
 */
import { isIsoDay } from "@/lib/domain/advertising";
import { OFFER_LINE_KINDS } from "@/lib/domain/company-offer-types";
import { invoiceTotals, offerTotals, parseEuroToCents } from "@/lib/domain/money";
import { DOCUMENT_MAX_BYTES } from "@/lib/domain/project-file-rules";
import { addDays, viennaToday } from "@/lib/time/vienna";
import * as z from "@/lib/validation/zod";

export const OFFER_MAX_LINES = 50;
/** Largest quantity of one line (in units) and unit price (euro cents). */
export const OFFER_MAX_QUANTITY = 1_000_000;
export const OFFER_MAX_UNIT_PRICE_CENTS = 1_000_000_000;
/** Largest gross total of one offer (euro cents; the columns are 32-bit). */
export const OFFER_MAX_GROSS_CENTS = 2_000_000_000;
/** Days an offer may be valid from today (Vienna). */
export const OFFER_MAX_VALID_DAYS = 180;
export const OFFER_UNITS = ["m²", "lfm", "Stk.", "h", "pauschal", "m³", "kg"] as const;
export const DEFAULT_PAYMENT_TERMS = "50 % bei Auftragserteilung, Rest nach Fertigstellung";
/** Bytes a multipart offer may have in all: the largest PDF plus room for the fields. */
export const OFFER_FORM_MAX_BYTES = DOCUMENT_MAX_BYTES + 256 * 1024;

export const OFFER_TEXTS = {
  linesMissing: "Bitte erfassen Sie mindestens eine Position",
  linesTooMany: `Höchstens ${OFFER_MAX_LINES} Positionen`,
  description: "Bitte beschreiben Sie die Position (2 bis 300 Zeichen)",
  quantity: "Bitte geben Sie eine Menge größer als 0 an (z. B. 1,5; höchstens 3 Nachkommastellen)",
  quantityTooLarge: "Die Menge ist zu groß (höchstens 1.000.000)",
  unit: "Bitte geben Sie eine Einheit an (höchstens 20 Zeichen)",
  unitPrice: "Bitte geben Sie den Einzelpreis in Euro an (z. B. 49,90)",
  unitPriceTooLarge: "Der Einzelpreis ist zu hoch (höchstens 10.000.000 €)",
  kind: "Bitte wählen Sie Arbeit oder Material",
  netAmount: "Bitte geben Sie den Betrag in Euro an (z. B. 1.200,00)",
  netMissing: "Der Nettobetrag muss größer als 0 € sein",
  tooHigh: "Die Angebotssumme ist zu hoch (höchstens 20.000.000 € brutto)",
  validUntil: "Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)",
  validUntilPast: "Das Angebot muss mindestens bis heute gültig sein",
  validUntilFar: `Ein Angebot darf höchstens ${OFFER_MAX_VALID_DAYS} Tage gültig sein`,
  paymentTerms: "Bitte geben Sie die Zahlungsbedingungen an (3 bis 1000 Zeichen)",
  note: "Die Anmerkung darf höchstens 2000 Zeichen haben",
  fileMissing: "Bitte wählen Sie das Angebot als PDF aus",
  fileTooLarge: "Die PDF-Datei ist zu groß (höchstens 10 MB)",
  lines: "Die Positionen konnten nicht gelesen werden",
} as const;

/**
 * A German decimal ("1,5", "1.000,25", "2") as thousandths (1500, 1000250, 2000); a lone "." with 1–3 digits is
 * read as a decimal point ("1.5"), dots in groups of three as thousands ("1.000"). Null unless ≥ 0 with at most
 * three decimals.
 */
export function parseQuantityMilli(input: string): number | null {
  const text = input.trim().replace(/\s/g, "");
  let normalized: string;
  if (text.includes(",")) {
    if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(text)) return null;
    normalized = text.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    normalized = text.replace(/\./g, "");
  } else {
    normalized = text;
  }
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(normalized);
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return Number.isSafeInteger(milli) ? milli : null;
}

const quantityField = z
  .string({ error: OFFER_TEXTS.quantity })
  .max(40, OFFER_TEXTS.quantity)
  .transform((value, context) => {
    const milli = parseQuantityMilli(value);
    if (milli === null || milli <= 0) {
      context.addIssue({ code: "custom", message: OFFER_TEXTS.quantity });
      return z.NEVER;
    }
    if (milli > OFFER_MAX_QUANTITY * 1000) {
      context.addIssue({ code: "custom", message: OFFER_TEXTS.quantityTooLarge });
      return z.NEVER;
    }
    return milli;
  });

/** Euro text → cents; `positive` refuses 0. */
function euroField(message: string, tooLarge: string, max: number) {
  return z
    .string({ error: message })
    .max(40, message)
    .transform((value, context) => {
      const cents = parseEuroToCents(value);
      if (cents === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (cents > max) {
        context.addIssue({ code: "custom", message: tooLarge });
        return z.NEVER;
      }
      return cents;
    });
}

/** One line as the form and the API send it (quantity and price as text), out: milli and cents. */
export const offerLineSchema = z.object({
  description: z
    .string({ error: OFFER_TEXTS.description })
    .trim()
    .min(2, OFFER_TEXTS.description)
    .max(300, OFFER_TEXTS.description),
  quantity: quantityField,
  unit: z.string({ error: OFFER_TEXTS.unit }).trim().min(1, OFFER_TEXTS.unit).max(20, OFFER_TEXTS.unit),
  unitPrice: euroField(OFFER_TEXTS.unitPrice, OFFER_TEXTS.unitPriceTooLarge, OFFER_MAX_UNIT_PRICE_CENTS),
  kind: z.enum(OFFER_LINE_KINDS, { error: OFFER_TEXTS.kind }),
});

/** `validUntil` as an ISO day from today (Vienna, at parse time) to today + OFFER_MAX_VALID_DAYS. */
const validUntilField = z
  .string({ error: OFFER_TEXTS.validUntil })
  .trim()
  .refine(isIsoDay, { message: OFFER_TEXTS.validUntil, abort: true })
  .superRefine((value, context) => {
    const today = viennaToday(new Date());
    if (value < today) context.addIssue({ code: "custom", message: OFFER_TEXTS.validUntilPast });
    else if (value > addDays(today, OFFER_MAX_VALID_DAYS))
      context.addIssue({ code: "custom", message: OFFER_TEXTS.validUntilFar });
  });

const termsFields = {
  validUntil: validUntilField,
  paymentTerms: z
    .string({ error: OFFER_TEXTS.paymentTerms })
    .trim()
    .min(3, OFFER_TEXTS.paymentTerms)
    .max(1000, OFFER_TEXTS.paymentTerms),
  note: z
    .string()
    .trim()
    .max(2000, OFFER_TEXTS.note)
    .optional()
    .transform((value) => (value ? value : null)),
};

const linesField = z
  .array(offerLineSchema, { error: OFFER_TEXTS.linesMissing })
  .min(1, OFFER_TEXTS.linesMissing)
  .max(OFFER_MAX_LINES, OFFER_TEXTS.linesTooMany);

type ParsedLine = z.output<typeof offerLineSchema>;

/** Refuses lines whose product or total does not fit the columns. */
function checkTotals(lines: readonly { quantity: number; unitPrice: number; kind: "labour" | "material" }[]) {
  return (context: z.RefinementCtx) => {
    const big = lines.some((line) => line.quantity * line.unitPrice > Number.MAX_SAFE_INTEGER);
    const totals = big
      ? null
      : offerTotals(
          lines.map((line) => ({ quantityMilli: line.quantity, unitPriceCents: line.unitPrice, kind: line.kind })),
        );
    if (!totals || totals.grossCents > OFFER_MAX_GROSS_CENTS)
      context.addIssue({ code: "custom", path: ["lines"], message: OFFER_TEXTS.tooHigh });
  };
}

/** An itemised offer's fields in domain units. */
export interface ItemisedOfferInput {
  kind: "itemised";
  lines: {
    description: string;
    quantityMilli: number;
    unit: string;
    unitPriceCents: number;
    kind: "labour" | "material";
  }[];
  validUntil: string;
  paymentTerms: string;
  note: string | null;
}

/** A PDF offer's totals (net euro cents, as the company read them off its PDF). */
export interface PdfOfferInput {
  kind: "pdf";
  labourNetCents: number;
  materialNetCents: number;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
}

export type OfferInput = ItemisedOfferInput | PdfOfferInput;

function toItemised(value: { lines: ParsedLine[]; validUntil: string; paymentTerms: string; note: string | null }) {
  const input: ItemisedOfferInput = {
    kind: "itemised",
    lines: value.lines.map((line) => ({
      description: line.description,
      quantityMilli: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPrice,
      kind: line.kind,
    })),
    validUntil: value.validUntil,
    paymentTerms: value.paymentTerms,
    note: value.note,
  };
  return input;
}

/** JSON body of POST /api/company/leads/{id}/offer: lines, validUntil, paymentTerms, note? → ItemisedOfferInput. */
export const itemisedOfferSchema = z
  .object({ lines: linesField, ...termsFields })
  .superRefine((value, context) => checkTotals(value.lines)(context))
  .transform(toItemised);

const pdfFileField = z
  .instanceof(File, { error: OFFER_TEXTS.fileMissing })
  .refine((file) => file.size > 0, OFFER_TEXTS.fileMissing)
  .refine((file) => file.size <= DOCUMENT_MAX_BYTES, OFFER_TEXTS.fileTooLarge);

/** `lines` of a multipart form: the same lines as JSON text. */
const linesJsonField = z
  .string({ error: OFFER_TEXTS.linesMissing })
  .max(200_000, OFFER_TEXTS.lines)
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: OFFER_TEXTS.lines });
      return z.NEVER;
    }
  })
  .pipe(linesField);

/**
 * Multipart body of POST /api/company/leads/{id}/offer/pdf-version, one of:
 * - `kind=pdf`: `file` (PDF, required), `labourNet` and `materialNet` (euro text, net = their sum > 0);
 * - `kind=itemised`: `lines` (JSON text of the lines) and an optional `file` (PDF) attached to the version;
 * both with `validUntil`, `paymentTerms`, `note`. Out: `{ input: OfferInput, file: File | null }`.
 */
export const offerFormSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("pdf"),
      file: pdfFileField,
      labourNet: euroField(OFFER_TEXTS.netAmount, OFFER_TEXTS.tooHigh, OFFER_MAX_GROSS_CENTS),
      materialNet: euroField(OFFER_TEXTS.netAmount, OFFER_TEXTS.tooHigh, OFFER_MAX_GROSS_CENTS),
      ...termsFields,
    }),
    z.object({ kind: z.literal("itemised"), file: pdfFileField.optional(), lines: linesJsonField, ...termsFields }),
  ])
  .superRefine((value, context) => {
    if (value.kind === "itemised") {
      checkTotals(value.lines)(context);
      return;
    }
    const net = value.labourNet + value.materialNet;
    if (net <= 0) context.addIssue({ code: "custom", path: ["labourNet"], message: OFFER_TEXTS.netMissing });
    else if (invoiceTotals([net]).grossCents > OFFER_MAX_GROSS_CENTS)
      context.addIssue({ code: "custom", path: ["labourNet"], message: OFFER_TEXTS.tooHigh });
  })
  .transform((value): { input: OfferInput; file: File | null } => {
    if (value.kind === "itemised") return { input: toItemised(value), file: value.file ?? null };
    return {
      input: {
        kind: "pdf",
        labourNetCents: value.labourNet,
        materialNetCents: value.materialNet,
        validUntil: value.validUntil,
        paymentTerms: value.paymentTerms,
        note: value.note,
      },
      file: value.file,
    };
  });
