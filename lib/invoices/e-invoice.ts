/**
 * The EN 16931 e-invoice (Factur-X/ZUGFeRD CII XML) attached to every invoice and credit note PDF,
 * built from the printed data. Credit notes are type 381 with positive amounts.
 */
import "server-only";
import {
  FormatFactoryService,
  invoiceSchema,
  ValidationService,
  type EInvoiceFormat,
  type Invoice,
} from "@e-invoice-eu/core";
import Ajv2019, { type ValidateFunction } from "ajv/dist/2019";
import { viennaToday } from "@/lib/time/vienna";
import {
  invoiceFileName,
  normalizeIban,
  PAYMENT_TERM_DAYS,
  type InvoiceIssuer,
  type InvoiceRecipient,
} from "@/lib/domain/invoices";
import { logger } from "@/lib/log";
import { renderInvoicePdf, type InvoicePdfData } from "./pdf";

/** Format name of @e-invoice-eu/core for Factur-X, profile EN 16931 (also "Comfort"). */
export const E_INVOICE_FORMAT = "Factur-X-EN16931";
const COUNTRY = "AT";

/** Euro amount with two decimals from cents ("1234.50"). */
const euros = (cents: number) => (cents / 100).toFixed(2);
const amount = (cents: number) => ({ value: euros(cents), currency: "EUR" });

/** "1100 Wien" → postcode and city (the stored address keeps both in one line). */
function splitZipCity(zipCity: string): { zip: string; city: string } {
  const match = /^\s*(\S+)\s+(.+?)\s*$/.exec(zipCity);
  return match ? { zip: match[1]!, city: match[2]! } : { zip: "", city: zipCity.trim() };
}

/** A postal address; empty parts are left out (a credit note repeats what its invoice stored). */
function address(street: string, zipCity: string) {
  const { zip, city } = splitZipCity(zipCity);
  return {
    ...(street.trim() ? { "cbc:StreetName": street } : {}),
    ...(city ? { "cbc:CityName": city } : {}),
    ...(zip ? { "cbc:PostalZone": zip } : {}),
    "cac:Country": { "cbc:IdentificationCode": COUNTRY },
  };
}

function seller(issuer: InvoiceIssuer) {
  return {
    "cac:Party": {
      "cac:PartyName": { "cbc:Name": issuer.name },
      "cac:PostalAddress": address(issuer.street, issuer.zipCity),
      "cac:PartyTaxScheme": [{ "cbc:CompanyID": issuer.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } }],
      "cac:PartyLegalEntity": { "cbc:RegistrationName": issuer.name },
      ...(issuer.email ? { "cac:Contact": { "cbc:ElectronicMail": issuer.email } } : {}),
    },
  };
}

function buyer(recipient: InvoiceRecipient) {
  return {
    "cac:Party": {
      "cac:PartyName": { "cbc:Name": recipient.name },
      "cac:PostalAddress": address(recipient.street, recipient.zipCity),
      ...(recipient.vatId
        ? { "cac:PartyTaxScheme": { "cbc:CompanyID": recipient.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } } }
        : {}),
      "cac:PartyLegalEntity": { "cbc:RegistrationName": recipient.name },
    },
  };
}

/**
 * The invoice in the library's internal (UBL-shaped) format. Amounts of a credit note are stored
 * negative and written positive, as type 381 expects.
 */
export function eInvoiceData(data: InvoicePdfData): Invoice {
  const credit = data.kind === "credit_note";
  const sign = credit ? -1 : 1;
  const vatPercent = String(data.vatRateBps / 100);
  const category = { "cbc:ID": "S", "cbc:Percent": vatPercent, "cac:TaxScheme": { "cbc:ID": "VAT" } } as const;
  const net = amount(sign * data.netCents);
  const vat = amount(sign * data.vatCents);
  const gross = amount(sign * data.grossCents);
  const invoice = {
    "cbc:CustomizationID": "urn:cen.eu:en16931:2017",
    "cbc:ID": data.number,
    "cbc:IssueDate": viennaToday(data.issuedAt),
    ...(credit ? {} : { "cbc:DueDate": viennaToday(data.dueAt) }),
    "cbc:InvoiceTypeCode": credit ? "381" : "380",
    // The library's CII mapping drops BillingReference (BT-25), so the corrected invoice is named in a note as well.
    ...(credit
      ? {
          "cbc:Note": [
            `Korrektur zu Rechnung ${data.correctsNumber ?? ""}`,
            ...(data.reason ? [`Grund: ${data.reason}`] : []),
          ],
        }
      : {}),
    "cbc:DocumentCurrencyCode": "EUR",
    "cac:InvoicePeriod": { "cbc:StartDate": data.periodStart, "cbc:EndDate": data.periodEnd },
    ...(credit && data.correctsNumber
      ? { "cac:BillingReference": [{ "cac:InvoiceDocumentReference": { "cbc:ID": data.correctsNumber } }] }
      : {}),
    "cac:AccountingSupplierParty": seller(data.issuer),
    "cac:AccountingCustomerParty": buyer(data.recipient),
    ...(credit
      ? {}
      : {
          "cac:PaymentMeans": [
            {
              "cbc:PaymentMeansCode": "58",
              "cbc:PaymentID": data.number,
              "cac:PayeeFinancialAccount": {
                "cbc:ID": normalizeIban(data.issuer.bank.iban),
                "cbc:Name": data.issuer.bank.accountHolder,
                ...(data.issuer.bank.bic
                  ? { "cac:FinancialInstitutionBranch": { "cbc:ID": data.issuer.bank.bic } }
                  : {}),
              },
            },
          ],
          "cac:PaymentTerms": { "cbc:Note": `Zahlbar innerhalb von ${PAYMENT_TERM_DAYS} Tagen ohne Abzug.` },
        }),
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": vat.value,
        "cbc:TaxAmount@currencyID": vat.currency,
        "cac:TaxSubtotal": [
          {
            "cbc:TaxableAmount": net.value,
            "cbc:TaxableAmount@currencyID": net.currency,
            "cbc:TaxAmount": vat.value,
            "cbc:TaxAmount@currencyID": vat.currency,
            "cac:TaxCategory": category,
          },
        ],
      },
    ],
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": net.value,
      "cbc:LineExtensionAmount@currencyID": net.currency,
      "cbc:TaxExclusiveAmount": net.value,
      "cbc:TaxExclusiveAmount@currencyID": net.currency,
      "cbc:TaxInclusiveAmount": gross.value,
      "cbc:TaxInclusiveAmount@currencyID": gross.currency,
      "cbc:PayableAmount": gross.value,
      "cbc:PayableAmount@currencyID": gross.currency,
    },
    "cac:InvoiceLine": data.lines.map((line) => {
      const lineNet = amount(sign * line.netCents);
      return {
        "cbc:ID": String(line.position),
        "cbc:InvoicedQuantity": "1",
        "cbc:InvoicedQuantity@unitCode": "C62",
        "cbc:LineExtensionAmount": lineNet.value,
        "cbc:LineExtensionAmount@currencyID": lineNet.currency,
        "cac:Item": {
          "cbc:Description": `Provision ${line.rateBps / 100} % vom Auftragswert ${euros(line.orderValueCents)} EUR brutto`,
          "cbc:Name": line.description,
          "cac:ClassifiedTaxCategory": category,
        },
        "cac:Price": { "cbc:PriceAmount": lineNet.value, "cbc:PriceAmount@currencyID": lineNet.currency },
      };
    }),
  };
  return { "ubl:Invoice": invoice } as unknown as Invoice;
}

const eInvoiceLogger = {
  log: (message: string) => logger.debug(message),
  warn: (message: string) => logger.warn(`[E-Rechnung] ${message}`),
  error: (message: string) => logger.error(`[E-Rechnung] ${message}`),
};
let generator: { format: EInvoiceFormat; formatName: string; validate: ValidateFunction<Invoice> } | null = null;

/**
 * The library's Factur-X format and schema validator, built once: InvoiceService.generate() compiles
 * the schema on every call. The steps mirror InvoiceService.generate.
 */
function facturX() {
  if (!generator) {
    const factory = new FormatFactoryService();
    const format = factory.createFormatService(E_INVOICE_FORMAT, eInvoiceLogger);
    const schema = structuredClone(invoiceSchema);
    format.patchSchema(schema);
    const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    generator = { format, formatName: factory.normalizeFormat(E_INVOICE_FORMAT), validate };
  }
  return generator;
}

/**
 * Renders the PDF and attaches the CII XML (Factur-X PDF/A-3); returns the bytes to store.
 * @throws Error when the data breaks a rule of the format
 */
export async function renderEInvoice(data: InvoicePdfData): Promise<Uint8Array> {
  const pdf = await renderInvoicePdf(data);
  const { format, formatName, validate } = facturX();
  const invoice = new ValidationService(eInvoiceLogger).validate("invoice data", validate, eInvoiceData(data));
  format.fillInvoiceDefaults(invoice);
  const rendered = await format.generate(invoice, {
    format: formatName,
    lang: "de-at",
    pdf: {
      buffer: new Uint8Array(pdf),
      filename: invoiceFileName(data.kind, data.number),
      mimetype: "application/pdf",
    },
  });
  if (typeof rendered === "string") throw new Error("E-Rechnung: PDF erwartet, XML erhalten.");
  return rendered;
}
