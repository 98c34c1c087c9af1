/**
 * Next.js instrumentation hook: runs once when a server process starts (`next dev`, `next start`;
 * Next skips it during `next build`). Starts the background jobs (pg-boss, lib/jobs/boss.ts) in the
 * Node.js runtime. Without DATABASE_URL (e.g. a bare `next start` without the run script) nothing is
 * started; queued e-mails then wait in the outbox until a process with jobs runs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  if (!env.DATABASE_URL) {
    console.warn("[jobs] DATABASE_URL ist nicht gesetzt: Hintergrund-Jobs (E-Mail-Versand) laufen nicht.");
    return;
  }
  const { startJobs } = await import("@/lib/jobs/boss");
  try {
    await startJobs();
  } catch (error) {
    // The site works without jobs; e-mails stay in the outbox until the next start.
    console.error("[jobs] pg-boss konnte nicht starten, E-Mails bleiben im Postausgang:", error);
  }
}
