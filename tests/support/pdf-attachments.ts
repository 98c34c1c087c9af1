/**
 * The files embedded in a PDF (e-invoice tests: the Factur-X XML inside the PDF/A-3), read with
 * `unpdf` (PDF.js) in a child Node process, as tests/support/pdf-text.ts does, because PDF.js loads by
 * dynamic import, which Jest's CommonJS sandbox does not allow.
 */
import { execFile } from "node:child_process";

const SCRIPT = `
import { getDocumentProxy } from "unpdf";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const attachments = (await pdf.getAttachments()) ?? {};
const files = Object.values(attachments).map((file) => ({ filename: file.filename, content: Buffer.from(file.content).toString("base64") }));
process.stdout.write(JSON.stringify(files));
`;

/** Name and bytes of each embedded file. @throws Error when the bytes are no readable PDF. */
export function pdfAttachments(bytes: Uint8Array): Promise<{ filename: string; content: Buffer }[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["--input-type=module", "-e", SCRIPT],
      { cwd: process.cwd(), maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PDF-Anhänge nicht lesbar: ${stderr || error.message}`));
        else
          resolve(
            (JSON.parse(stdout) as { filename: string; content: string }[]).map((file) => ({
              filename: file.filename,
              content: Buffer.from(file.content, "base64"),
            })),
          );
      },
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
