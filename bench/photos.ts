/**
 * Part "photos" of `npm run bench`: a 12-megapixel JPEG (4000×3000, noise, quality 90, EXIF orientation 6) through
 * `storeProjectImage` (sharp, WebP 2048 px + 400 px thumbnail, both stored in PostgreSQL), 4 uploads at a time,
 * beside `processImage` alone one at a time; target: p99 at 4 parallel ≤ 4× the single p50. Library calls, not
 * HTTP (no photo upload route yet), in a child process because the app's modules read DATABASE_URL.
 */
import "../scripts/load-env";
import { spawn } from "node:child_process";
import pg from "pg";
import sharp from "sharp";
import { isEntryPoint } from "../scripts/lib/child-process";

/** Uploads per parallel run, at most `parallel` at once; one-at-a-time processImage and storeProjectImage calls per round. */
export const PHOTOS_BENCH = { uploads: 40, parallel: 4, single: 10, rounds: 3 } as const;

/** One round's figures (ms). */
export interface PhotosRound {
  singleP50: number;
  singleP99: number;
  /** storeProjectImage one at a time (the storage's share without concurrency). */
  storeSingleP50: number;
  parallelP50: number;
  parallelP99: number;
  /** Uploads per second of the parallel run. */
  uploadsPerSecond: number;
}

export interface PhotosBenchResult {
  jpegBytes: number;
  webpBytes: number;
  thumbnailBytes: number;
  rounds: PhotosRound[];
}

/** The photo: Gaussian noise (as incompressible as a detailed phone photo), 4000×3000, JPEG 90, orientation 6. */
async function testJpeg(): Promise<Uint8Array> {
  const buffer = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(buffer);
}

/** The `p` quantile (0–1) of sorted `values`, nearest rank. */
function quantile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** In the child: warm-up, then per round the single processImage calls and the parallel uploads. */
async function measure(projectId: number): Promise<PhotosBenchResult> {
  const { processImage } = await import("../lib/files/images");
  const { storeProjectImage } = await import("../lib/files/project-files");
  const { closeDb } = await import("../lib/db");
  const jpeg = await testJpeg();
  const warm = await processImage(jpeg);
  await storeProjectImage(projectId, { name: "IMG_0001.jpg", bytes: jpeg }, "customer");

  const rounds: PhotosRound[] = [];
  for (let round = 0; round < PHOTOS_BENCH.rounds; round++) {
    const single: number[] = [];
    for (let i = 0; i < PHOTOS_BENCH.single; i++) {
      const started = performance.now();
      await processImage(jpeg);
      single.push(performance.now() - started);
    }
    const stores: number[] = [];
    for (let i = 0; i < PHOTOS_BENCH.single; i++) {
      const started = performance.now();
      await storeProjectImage(projectId, { name: `IMG_${i}.jpg`, bytes: jpeg }, "customer");
      stores.push(performance.now() - started);
    }
    const uploads: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PHOTOS_BENCH.parallel }, async () => {
        while (next < PHOTOS_BENCH.uploads) {
          next += 1;
          const begun = performance.now();
          await storeProjectImage(projectId, { name: `IMG_${1000 + next}.jpg`, bytes: jpeg }, "customer");
          uploads.push(performance.now() - begun);
        }
      }),
    );
    const wall = (performance.now() - started) / 1000;
    single.sort((a, b) => a - b);
    stores.sort((a, b) => a - b);
    uploads.sort((a, b) => a - b);
    rounds.push({
      singleP50: round1(quantile(single, 0.5)),
      singleP99: round1(quantile(single, 0.99)),
      storeSingleP50: round1(quantile(stores, 0.5)),
      parallelP50: round1(quantile(uploads, 0.5)),
      parallelP99: round1(quantile(uploads, 0.99)),
      uploadsPerSecond: round1(PHOTOS_BENCH.uploads / wall),
    });
  }
  await closeDb();
  return {
    jpegBytes: jpeg.byteLength,
    webpBytes: warm.main.bytes.byteLength,
    thumbnailBytes: warm.thumbnail.bytes.byteLength,
    rounds,
  };
}

/**
 * Inserts a project for the photos into the migrated database at `url` and measures in a child process.
 * @throws Error when the child fails or prints no result.
 */
export async function runPhotosBench(url: string): Promise<PhotosBenchResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query<{ id: number }>(
      `insert into projects (service_type, zip_code, name, email, phone, budget, quiz_answers, privacy_policy_version)
       values ('badrenovierung', '1070', 'Bench Fotokundin', 'bench-foto@example.at', '+43 660 5550001', '10.000 - 20.000 €',
               '{}'::jsonb, '2025-07') returning id`,
    )
    .finally(() => client.end());
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/photos.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        BENCH_PHOTOS_PROJECT: String(rows[0]!.id),
        LOG_LEVEL: "warn",
        // Objects in PostgreSQL, as without S3 in production.
        S3_BUCKET: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.split("\n").find((entry) => entry.startsWith('{"jpegBytes"'));
      if (code !== 0 || !line)
        reject(new Error(`Foto-Benchmark fehlgeschlagen (Exit ${code}): ${output.slice(-2000)}`));
      else resolve(JSON.parse(line) as PhotosBenchResult);
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints each round and the medians against the target (parallel p99 ≤ 4× single p50). */
export function printPhotosBench(result: PhotosBenchResult): void {
  console.log(
    `\nPhoto upload: ${result.jpegBytes} bytes JPEG → WebP ${result.webpBytes} + thumbnail ${result.thumbnailBytes} bytes; ` +
      `${PHOTOS_BENCH.single} single processImage and storeProjectImage calls and ${PHOTOS_BENCH.uploads} storeProjectImage uploads, ${PHOTOS_BENCH.parallel} at once, per round (ms)`,
  );
  console.table(result.rounds);
  const singleP50 = median(result.rounds.map((round) => round.singleP50));
  const parallelP99 = median(result.rounds.map((round) => round.parallelP99));
  const ratio = parallelP99 / singleP50;
  console.log(
    `Median: parallel p99 ${parallelP99} ms, single p50 ${singleP50} ms: ${ratio.toFixed(2)}× (target ≤ 4×) ${ratio <= 4 ? "✔" : "✘"}`,
  );
}

const isMain = isEntryPoint(import.meta.url);
if (isMain && process.env.BENCH_PHOTOS_PROJECT) {
  measure(Number(process.env.BENCH_PHOTOS_PROJECT))
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
    const db = await createTestDatabase("mp_bench_photos");
    try {
      printPhotosBench(await runPhotosBench(db.url));
    } finally {
      await db.drop();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
