/**
 * Part "invoices" of `npm run bench`: the monthly commission invoicing of 2,000 companies with
 * 20,000 confirmed won jobs (total time; target under 5 minutes on 2 cores) and rendering one
 * 10-line invoice PDF (median of 50 after a warm-up). The app's modules read DATABASE_URL when first
 * imported, so the measurement runs in a child process. Alone: `npx tsx --conditions=react-server
 * bench/invoices.ts` (own database on 127.0.0.1:5432).
 */
import "../scripts/load-env";
import { spawn } from "node:child_process";
import pg from "pg";
import { isEntryPoint } from "../scripts/lib/child-process";

/** Sizes of the invoicing benchmark. */
export const INVOICES_BENCH = { companies: 2_000, entries: 20_000 } as const;

/** 00:05 on 1 February 2030 in Vienna: the run that invoices January 2030. */
const RUN_AT = "2030-01-31T23:05:00Z";

export interface InvoicesBenchResult {
  companies: number;
  entries: number;
  invoicesIssued: number;
  failed: number;
  /** Wall time of the whole monthly run (seconds). */
  runSeconds: number;
  /** Median and p95 time to render one 10-line invoice PDF (ms). */
  pdfMedianMs: number;
  pdfP95Ms: number;
  pdfBytes: number;
}

/**
 * Seeds, with set-based SQL, into the migrated database at `url`: the companies with a login each
 * (address, UID), their commission entries confirmed in January 2030 (Vienna) and complete issuer
 * data in Einstellungen.
 */
export async function seedInvoiceBench(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perCompany = INVOICES_BENCH.entries / INVOICES_BENCH.companies;
    await client.query("BEGIN");
    await client.query(
      `WITH new_users AS (
         INSERT INTO users (email, password, role)
         SELECT 'bench-rechnung-' || n || '@example.at', 'not-a-login', 'company' FROM generate_series(1, $1::int) AS n
         RETURNING id, email)
       INSERT INTO companies (user_id, name, verified, services, licensed_services, insurance_valid_until, zip_code, city,
                              street, vat_id)
       SELECT id, 'Bench Rechnungsfirma ' || split_part(split_part(email, '@', 1), '-', 3) || ' GmbH', true, '{badrenovierung}',
              '{badrenovierung}', '2099-12-31', '1100', 'Wien',
              'Werkstraße ' || split_part(split_part(email, '@', 1), '-', 3), 'ATU12345678'
       FROM new_users`,
      [INVOICES_BENCH.companies],
    );
    await client.query(
      `INSERT INTO commission_entries (company_id, project_id, service_type, order_value_cents, rate_bps, commission_cents, confirmed_at)
       SELECT c.id, 1000000 + c.id * 100 + k, (array['badrenovierung','maler','küchenrenovierung','wohnungsrenovierung'])[1 + k % 4],
              v.value, 1000, ((v.value::bigint * 1000 + 5000) / 10000)::int,
              timestamptz '2030-01-01 08:00:00+01' + ((c.id * 7 + k * 3) % 30) * interval '1 day'
       FROM companies c
       CROSS JOIN generate_series(1, $1::int) AS k
       CROSS JOIN LATERAL (SELECT 500000 + ((c.id * 7919 + k * 104729) % 3000000) AS value) v
       WHERE c.name LIKE 'Bench Rechnungsfirma %'`,
      [perCompany],
    );
    const settings: Record<string, unknown> = {
      imprint: {
        companyName: "Bench Plattform GmbH",
        legalForm: "GmbH",
        registerNumber: "",
        registerCourt: "",
        vatId: "ATU00000000",
        supervisoryAuthority: "",
        chamber: "",
      },
      invoicing: {
        accountHolder: "Bench Plattform GmbH",
        iban: "AT611904300234573201",
        bic: "BKAUATWW",
        bankName: "Benchbank",
      },
    };
    for (const [key, value] of Object.entries(settings)) {
      await client.query(
        "INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
        [key, JSON.stringify(value)],
      );
    }
    // The contact group keeps its defaults, plus the street an invoice needs.
    await client.query(
      `INSERT INTO app_settings (key, value, updated_at) VALUES ('contact', $1, now())
       ON CONFLICT (key) DO UPDATE SET value = app_settings.value || $1::jsonb`,
      [JSON.stringify({ street: "Benchgasse 1", zipCity: "1010 Wien" })],
    );
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE commission_entries");
    await client.query("VACUUM ANALYZE companies");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The measurement itself (in the child process: the app's modules read DATABASE_URL): PDF renders,
 * then `issueMonthlyInvoices` at RUN_AT exactly as the job does (per company one transaction with
 * the number, the PDF, the lines and the e-mail in the outbox).
 */
async function measure(): Promise<InvoicesBenchResult> {
  const { issueMonthlyInvoices } = await import("../lib/invoices/issuing");
  const { renderInvoicePdf } = await import("../lib/invoices/pdf");
  const { invoiceTotals } = await import("../lib/domain/money");
  const { closeDb } = await import("../lib/db");

  const lines = Array.from({ length: 10 }, (_, index) => ({
    position: index + 1,
    description: `Badrenovierung, Projekt #${4711 + index}`,
    confirmedAt: new Date("2030-01-15T10:00:00Z"),
    orderValueCents: 1_234_567 + index,
    rateBps: 1000,
    netCents: 123_457,
  }));
  const pdfData = {
    kind: "invoice" as const,
    number: "RE-2030-00001",
    issuedAt: new Date(RUN_AT),
    dueAt: new Date("2030-02-14T23:05:00Z"),
    periodStart: "2030-01-01",
    periodEnd: "2030-01-31",
    issuer: {
      name: "Bench Plattform GmbH",
      street: "Benchgasse 1",
      zipCity: "1010 Wien",
      vatId: "ATU00000000",
      email: "rechnung@example.at",
      bank: {
        accountHolder: "Bench Plattform GmbH",
        iban: "AT611904300234573201",
        bic: "BKAUATWW",
        bankName: "Benchbank",
      },
    },
    recipient: {
      companyId: 1,
      name: "Bench Rechnungsfirma 1 GmbH",
      street: "Werkstraße 1",
      zipCity: "1100 Wien",
      vatId: "ATU12345678",
    },
    lines,
    ...invoiceTotals(lines.map((line) => line.netCents)),
  };
  let pdfBytes = 0;
  for (let index = 0; index < 5; index += 1) pdfBytes = (await renderInvoicePdf(pdfData)).length;
  const timings: number[] = [];
  for (let index = 0; index < 50; index += 1) {
    const started = performance.now();
    await renderInvoicePdf(pdfData);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);

  const started = performance.now();
  const result = await issueMonthlyInvoices({ now: new Date(RUN_AT) });
  const runSeconds = (performance.now() - started) / 1000;
  await closeDb();
  return {
    companies: INVOICES_BENCH.companies,
    entries: INVOICES_BENCH.entries,
    invoicesIssued: result.issued.length,
    failed: result.failed.length + (result.missingIssuer.length > 0 ? 1 : 0),
    runSeconds: Math.round(runSeconds * 10) / 10,
    pdfMedianMs: Math.round(timings[Math.floor(timings.length / 2)]! * 10) / 10,
    pdfP95Ms: Math.round(timings[Math.floor(timings.length * 0.95)]! * 10) / 10,
    pdfBytes,
  };
}

/**
 * Seeds the invoicing data into the database at `url` and measures in a child process.
 *
 * @throws Error when the child fails or prints no result.
 */
export async function runInvoicesBench(url: string): Promise<InvoicesBenchResult> {
  await seedInvoiceBench(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/invoices.ts"], {
      env: { ...process.env, DATABASE_URL: url, BENCH_INVOICES_CHILD: "1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.split("\n").find((entry) => entry.startsWith('{"companies"'));
      if (code !== 0 || !line)
        reject(new Error(`Rechnungs-Benchmark fehlgeschlagen (Exit ${code}): ${output.slice(-2000)}`));
      else resolve(JSON.parse(line) as InvoicesBenchResult);
    });
  });
}

/** Prints the figures of one run. */
export function printInvoicesBench(result: InvoicesBenchResult): void {
  console.log(
    `\nMonthly invoicing: ${result.invoicesIssued} invoices for ${result.companies} companies / ${result.entries} won jobs in ${result.runSeconds} s ` +
      `(target < 300 s; ${result.failed} failed). One invoice PDF (10 lines): median ${result.pdfMedianMs} ms, p95 ${result.pdfP95Ms} ms, ${result.pdfBytes} bytes.`,
  );
}

const isMain = isEntryPoint(import.meta.url);
if (isMain && process.env.BENCH_INVOICES_CHILD === "1") {
  measure()
    .then((result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else if (isMain) {
  void (async () => {
    const { createTestDatabase } = await import("../tests/support/test-database");
    const db = await createTestDatabase("mp_bench_invoices");
    try {
      printInvoicesBench(await runInvoicesBench(db.url));
    } finally {
      await db.drop();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
