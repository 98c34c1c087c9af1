/** The PDF of an accepted offer with the withdrawal information and form (pdfkit, embedded font). */
import "server-only";
import PDFDocument from "pdfkit";
import { withdrawalFormTemplate, withdrawalInstructions } from "@/lib/content/fagg";
import type { AcceptedOfferPdfData, OfferLineView } from "@/lib/domain/company-offer-types";
import { formatCents } from "@/lib/domain/format";
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from "@/lib/pdf/fonts";
import { formatIsoDay, formatViennaDateTime } from "@/lib/time/vienna";

const MARGIN = 50;
const WIDTH = 495;
const COLUMNS = [
  { label: "Beschreibung", x: 50, width: 175, align: "left" },
  { label: "Menge", x: 227, width: 50, align: "right" },
  { label: "Einheit", x: 281, width: 50, align: "left" },
  { label: "Einzelpreis", x: 333, width: 70, align: "right" },
  { label: "Art", x: 407, width: 55, align: "left" },
  { label: "Netto", x: 465, width: 80, align: "right" },
] as const;

function quantity(milli: number): string {
  return (milli / 1000).toLocaleString("de-AT", { maximumFractionDigits: 3 });
}

function cells(line: OfferLineView): string[] {
  return [
    line.description,
    quantity(line.quantityMilli),
    line.unit,
    formatCents(line.unitPriceCents),
    line.kind === "labour" ? "Arbeit" : "Material",
    formatCents(line.netCents),
  ];
}

/**
 * Renders the accepted offer: both parties, the lines with labour/material split, totals, validity, payment
 * terms, acceptance time, the withdrawal instructions and the model withdrawal form (FAGG Anhang I).
 * @returns the PDF bytes
 */
export async function renderAcceptedOfferPdf(data: AcceptedOfferPdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    pdfVersion: "1.7",
    lang: "de-AT",
    displayTitle: true,
    info: {
      Title: `Angenommenes Angebot ${data.offer.offerId}`,
      Author: data.company.name,
      CreationDate: data.acceptedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  registerPdfFonts(doc);
  const { company, customer, offer } = data;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, MARGIN, undefined, { width: WIDTH, ...options });

  doc.font(PDF_FONT_BOLD).fontSize(18);
  text("Angenommenes Angebot");
  doc.moveDown(0.5).font(PDF_FONT_BOLD).fontSize(10);
  text("Auftragnehmer");
  doc.font(PDF_FONT).fontSize(10);
  const identity = [
    company.name,
    company.address,
    company.email && `E-Mail: ${company.email}`,
    company.phone && `Telefon: ${company.phone}`,
    company.vatId && `UID: ${company.vatId}`,
    company.gisaNumber && `GISA-Zahl: ${company.gisaNumber}`,
  ];
  text(identity.filter(Boolean).join("\n"));
  doc.moveDown(0.5).font(PDF_FONT_BOLD);
  text("Auftraggeber");
  doc.font(PDF_FONT);
  text([customer.name, customer.address, customer.email].filter(Boolean).join("\n"));
  doc.moveDown(0.5);
  text(`Leistung: ${data.serviceLabel} (Projekt #${data.projectId})`);
  text(`Angebot Nr. ${offer.offerId}, Version ${offer.version} vom ${formatViennaDateTime(offer.createdAt)}`);
  doc.moveDown(0.8);

  if (offer.lines.length > 0) {
    doc.font(PDF_FONT_BOLD).fontSize(9);
    let y = doc.y;
    for (const [index, column] of COLUMNS.entries())
      doc.text(column.label, column.x, y, { width: column.width, align: COLUMNS[index]!.align });
    doc.font(PDF_FONT).fontSize(9);
    for (const line of offer.lines) {
      y = doc.y + 4;
      if (y > 760) {
        doc.addPage();
        y = MARGIN;
      }
      let bottom = y;
      for (const [index, value] of cells(line).entries()) {
        const column = COLUMNS[index]!;
        doc.text(value, column.x, y, { width: column.width, align: column.align });
        bottom = Math.max(bottom, doc.y);
      }
      doc.y = bottom;
    }
    doc.moveDown(0.8);
  }
  doc.fontSize(10);
  const totals: [string, number][] = [
    ["Summe netto", offer.netCents],
    ["davon Arbeit (netto)", offer.labourNetCents],
    ["davon Material (netto)", offer.materialNetCents],
    ["USt. 20 %", offer.vatCents],
    ["Gesamtpreis brutto", offer.grossCents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label.startsWith("Gesamt") ? PDF_FONT_BOLD : PDF_FONT);
    const y = doc.y;
    doc.text(label, 300, y, { width: 140 });
    doc.text(formatCents(cents), 445, y, { width: 100, align: "right" });
  }
  doc.moveDown(0.8).font(PDF_FONT);
  text(`Gültig bis: ${formatIsoDay(offer.validUntil)}`);
  text(`Zahlungsbedingungen: ${offer.paymentTerms}`);
  if (offer.note) text(`Anmerkung: ${offer.note}`);
  doc.moveDown(0.5).font(PDF_FONT_BOLD);
  text(`Angenommen am ${formatViennaDateTime(data.acceptedAt)} (Wiener Zeit) im Projektraum.`);
  doc.font(PDF_FONT);
  if (data.expressStartRequested)
    text(
      "Der Auftraggeber hat ausdrücklich verlangt, dass mit der Arbeit vor Ende der Widerrufsfrist begonnen " +
        "wird (§ 10 FAGG). Bei Widerruf ist ein anteiliger Betrag für die bis dahin erbrachten Leistungen zu " +
        "zahlen (§ 16 FAGG); das Widerrufsrecht erlischt bei vollständiger Erbringung (§ 18 Abs. 1 Z 1 FAGG).",
    );

  doc.addPage();
  const instructions = withdrawalInstructions(company, data.withdrawalLastDay);
  doc.font(PDF_FONT_BOLD).fontSize(13);
  text(instructions.heading);
  doc.font(PDF_FONT).fontSize(9.5);
  for (const paragraph of instructions.paragraphs) text(paragraph, { paragraphGap: 6 });
  doc.moveDown(1);
  const [formHeading, ...formLines] = withdrawalFormTemplate(company);
  doc.font(PDF_FONT_BOLD).fontSize(13);
  text(formHeading ?? "Muster-Widerrufsformular");
  doc.font(PDF_FONT).fontSize(9.5);
  for (const line of formLines) text(line, { paragraphGap: 10 });
  doc.end();
  return done;
}
