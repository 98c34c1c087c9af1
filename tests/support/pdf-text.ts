/**
 * The text of a PDF (invoice tests read it with a PDF text extractor), read with
 * `unpdf` (PDF.js) in a child Node process: unpdf loads PDF.js by dynamic import, which Jest's
 * CommonJS sandbox does not allow. Pages are joined with newlines.
 */
import { execFile } from "node:child_process";

const SCRIPT = `
import { extractText, getDocumentProxy } from "unpdf";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: true });
process.stdout.write(text);
`;

/** @throws Error when the bytes are no readable PDF. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["--input-type=module", "-e", SCRIPT],
      { cwd: process.cwd(), maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PDF-Text nicht lesbar: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
