/**
 * The stored PDF of a commission invoice or credit note (German, A4, PDF/A-3b, Noto Sans embedded
 * so Latin Extended names print). Prints what § 11 Abs. 1 UStG 1994 requires, incl. the recipient's
 * UID above 10,000 euros gross (Z 2), 20 % VAT and a 14-day payment term.
 */
import "server-only";
import PDFDocument from "pdfkit";
import { formatCents } from "@/lib/domain/format";
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from "@/lib/pdf/fonts";
import {
  formatIban,
  formatPeriod,
  invoiceFileName,
  PAYMENT_TERM_DAYS,
  type InvoiceIssuer,
  type InvoiceRecipient,
} from "@/lib/domain/invoices";
import type { InvoiceKind } from "@/lib/domain/invoice-numbers";
import { formatCommission } from "@/lib/domain/settings";
import { formatViennaDate } from "@/lib/time/vienna";

/** One printed line. Amounts in euro cents (negative on a credit note). */
export interface InvoicePdfLine {
  position: number;
  description: string;
  /** When both sides confirmed the job (the service date). */
  confirmedAt: Date;
  orderValueCents: number;
  rateBps: number;
  netCents: number;
}

/** Everything printed on one invoice or credit note. */
export interface InvoicePdfData {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  dueAt: Date;
  /** The service period as calendar days (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  lines: readonly InvoicePdfLine[];
  netCents: number;
  vatRateBps: number;
  vatCents: number;
  grossCents: number;
  /** Credit notes: the corrected invoice's number and the reason. */
  correctsNumber?: string;
  reason?: string;
}

const PAGE_MARGIN = 50;
const FONT = PDF_FONT;
const FONT_BOLD = PDF_FONT_BOLD;

/** Column x positions and widths of the lines table (A4 = 595 pt wide, 495 pt between margins). */
const COLUMNS = [
  { key: "pos", label: "Pos.", x: 50, width: 30, align: "left" },
  { key: "job", label: "Leistung", x: 82, width: 213, align: "left" },
  { key: "value", label: "Auftragswert brutto", x: 297, width: 98, align: "right" },
  { key: "rate", label: "Satz", x: 397, width: 50, align: "right" },
  { key: "net", label: "Provision netto", x: 449, width: 96, align: "right" },
] as const;

export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    bufferPages: true,
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    tagged: true,
    displayTitle: true,
    info: {
      Title: `${data.kind === "credit_note" ? "Gutschrift" : "Rechnung"} ${data.number}`,
      Author: data.issuer.name,
      CreationDate: data.issuedAt,
      ModDate: data.issuedAt,
    },
    lang: "de-AT",
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Every text below picks one of these; pdfkit's default Helvetica is never used, so never written (PDF/A embeds all fonts).
  registerPdfFonts(doc);
  drawParties(doc, data);
  drawTitle(doc, data);
  drawLines(doc, data);
  drawTotals(doc, data);
  drawPayment(doc, data);
  drawFooters(doc, data);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function drawParties(doc: Doc, data: InvoicePdfData): void {
  const { issuer, recipient } = data;
  doc.font(FONT_BOLD).fontSize(14).text(issuer.name, PAGE_MARGIN, PAGE_MARGIN, { width: 300 });
  doc.font(FONT).fontSize(9).fillColor("#333333");
  doc.text([issuer.street, issuer.zipCity].filter(Boolean).join(", "), { width: 300 });
  doc.text(`UID: ${issuer.vatId}`, { width: 300 });
  if (issuer.email) doc.text(issuer.email, { width: 300 });

  doc.fillColor("#000000").fontSize(10);
  const top = 150;
  doc.font(FONT).fontSize(8).fillColor("#666666").text("Empfänger", PAGE_MARGIN, top);
  doc
    .font(FONT_BOLD)
    .fontSize(11)
    .fillColor("#000000")
    .text(recipient.name, PAGE_MARGIN, top + 12, { width: 260 });
  doc.font(FONT).fontSize(10);
  if (recipient.street) doc.text(recipient.street, { width: 260 });
  if (recipient.zipCity) doc.text(recipient.zipCity, { width: 260 });
  if (recipient.vatId) doc.text(`UID: ${recipient.vatId}`, { width: 260 });

  const meta: [string, string][] = [
    [data.kind === "credit_note" ? "Gutschriftsnummer" : "Rechnungsnummer", data.number],
    [data.kind === "credit_note" ? "Datum" : "Rechnungsdatum", formatViennaDate(data.issuedAt)],
    ["Leistungszeitraum", formatPeriod(data.periodStart, data.periodEnd)],
  ];
  if (data.kind === "invoice") meta.push(["Fällig am", formatViennaDate(data.dueAt)]);
  if (data.correctsNumber) meta.push(["Zu Rechnung", data.correctsNumber]);
  let y = top;
  for (const [label, value] of meta) {
    doc.font(FONT).fontSize(9).fillColor("#666666").text(label, 340, y, { width: 100 });
    doc.font(FONT_BOLD).fontSize(9).fillColor("#000000").text(value, 440, y, { width: 105, align: "right" });
    y += 14;
  }
}

function drawTitle(doc: Doc, data: InvoicePdfData): void {
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(doc.y, 250);
  doc.font(FONT_BOLD).fontSize(16).fillColor("#000000");
  doc.text(data.kind === "credit_note" ? `Gutschrift ${data.number}` : `Rechnung ${data.number}`, PAGE_MARGIN, doc.y);
  doc.moveDown(0.4).font(FONT).fontSize(10);
  if (data.kind === "credit_note") {
    doc.text(
      `Wir korrigieren die Rechnung ${data.correctsNumber ?? ""} und schreiben Ihnen die folgende Provision gut.`,
      { width: 495 },
    );
    if (data.reason) doc.moveDown(0.3).text(`Grund: ${data.reason}`, { width: 495 });
  } else {
    doc.text(
      `Für die im Leistungszeitraum über die Plattform vermittelten und von beiden Seiten bestätigten Aufträge verrechnen wir die vereinbarte Provision vom Auftragswert (brutto):`,
      { width: 495 },
    );
  }
  doc.moveDown(0.8);
}

function tableHeader(doc: Doc): void {
  const y = doc.y;
  doc.font(FONT_BOLD).fontSize(9).fillColor("#000000");
  for (const column of COLUMNS) doc.text(column.label, column.x, y, { width: column.width, align: column.align });
  const bottom = y + 13;
  doc.moveTo(PAGE_MARGIN, bottom).lineTo(545, bottom).lineWidth(0.5).strokeColor("#999999").stroke();
  doc.y = bottom + 4;
}

function drawLines(doc: Doc, data: InvoicePdfData): void {
  tableHeader(doc);
  const pageBottom = doc.page.height - PAGE_MARGIN - 40;
  for (const line of data.lines) {
    doc.font(FONT).fontSize(9);
    const description = `${line.description}\nbestätigt am ${formatViennaDate(line.confirmedAt)}`;
    const height = Math.max(doc.heightOfString(description, { width: COLUMNS[1].width }), 12) + 6;
    if (doc.y + height > pageBottom) {
      doc.addPage();
      doc.y = PAGE_MARGIN;
      tableHeader(doc);
      doc.font(FONT).fontSize(9);
    }
    const y = doc.y;
    const cells: Record<(typeof COLUMNS)[number]["key"], string> = {
      pos: String(line.position),
      job: description,
      value: formatCents(line.orderValueCents),
      rate: formatCommission(line.rateBps),
      net: formatCents(line.netCents),
    };
    for (const column of COLUMNS)
      doc.text(cells[column.key], column.x, y, { width: column.width, align: column.align });
    doc.y = y + height;
  }
  doc.moveTo(PAGE_MARGIN, doc.y).lineTo(545, doc.y).lineWidth(0.5).strokeColor("#999999").stroke();
  doc.y += 8;
}

function drawTotals(doc: Doc, data: InvoicePdfData): void {
  if (doc.y + 70 > doc.page.height - PAGE_MARGIN - 40) {
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
  const rows: [string, string, boolean][] = [
    ["Summe netto", formatCents(data.netCents), false],
    [`Umsatzsteuer ${formatCommission(data.vatRateBps)}`, formatCents(data.vatCents), false],
    [data.kind === "credit_note" ? "Gutschrift brutto" : "Gesamtbetrag brutto", formatCents(data.grossCents), true],
  ];
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 11 : 10);
    doc.text(label, 297, y, { width: 150, align: "right" });
    doc.text(value, 449, y, { width: 96, align: "right" });
    doc.y = y + (bold ? 16 : 14);
  }
  doc.x = PAGE_MARGIN;
  doc.moveDown(1);
}

function drawPayment(doc: Doc, data: InvoicePdfData): void {
  const { bank } = data.issuer;
  doc.font(FONT).fontSize(10).fillColor("#000000");
  const bankLines = [
    bank.accountHolder && `Kontoinhaber: ${bank.accountHolder}`,
    bank.iban && `IBAN: ${formatIban(bank.iban)}`,
    bank.bic && `BIC: ${bank.bic}`,
    bank.bankName && `Bank: ${bank.bankName}`,
  ].filter(Boolean) as string[];
  if (data.kind === "credit_note") {
    doc.text("Der Betrag wird mit offenen Rechnungen verrechnet oder auf Ihr Konto überwiesen.", PAGE_MARGIN, doc.y, {
      width: 495,
    });
    return;
  }
  doc.text(
    `Zahlbar innerhalb von ${PAYMENT_TERM_DAYS} Tagen ab Rechnungsdatum ohne Abzug, ` +
      `also bis ${formatViennaDate(data.dueAt)}, auf folgendes Konto:`,
    PAGE_MARGIN,
    doc.y,
    { width: 495 },
  );
  doc.moveDown(0.3);
  for (const line of bankLines) doc.text(line, { width: 495 });
  doc.moveDown(0.3).text(`Verwendungszweck: ${data.number}`, { width: 495 });
}

/** Issuer line and page numbers at the bottom of every page. */
function drawFooters(doc: Doc, data: InvoicePdfData): void {
  const range = doc.bufferedPageRange();
  const issuerLine = [data.issuer.name, data.issuer.street, data.issuer.zipCity, `UID ${data.issuer.vatId}`]
    .filter(Boolean)
    .join(" · ");
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - PAGE_MARGIN;
    // Writing below the bottom margin would open a new page: lift the margin while drawing.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor("#666666");
    doc.text(issuerLine, PAGE_MARGIN, bottom - 10, { width: 400, lineBreak: false });
    doc.text(`Seite ${index + 1} von ${range.count}`, 445, bottom - 10, {
      width: 100,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = PAGE_MARGIN;
  }
}

/**
 * The HTTP answer of a stored invoice PDF (both download routes): application/pdf as an attachment
 * named "Rechnung-RE-2026-00001.pdf", never cached by shared caches.
 */
export function invoicePdfResponse(invoice: { number: string; kind: string; pdf: Uint8Array }): Response {
  return new Response(Buffer.from(invoice.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoiceFileName(invoice.kind, invoice.number)}"`,
      "content-length": String(invoice.pdf.byteLength),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
