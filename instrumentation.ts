/**
 * Next.js instrumentation hook: runs once when a server process starts (`next dev`, `next start`;
 * Next skips it during `next build`). First the production check (lib/production-check.ts): a real
 * deployment (SITE_URL not on loopback) with a missing or weak setting throws here, so that even a
 * bare `next start` refuses to serve. Then starts the background jobs (pg-boss with the app's workers, lib/jobs/workers.ts) in the
 * Node.js runtime. Without DATABASE_URL (e.g. a bare `next start` without the run script) nothing is
 * started; queued e-mails then wait in the outbox until a process with jobs runs. Registers the
 * graceful-shutdown hook (lib/shutdown.ts) that stops the worker and closes the database pool.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  const { logger } = await import("@/lib/log");
  const { productionProblems, productionRefusal } = await import("@/lib/production-check");
  const problems = productionProblems(env);
  if (problems.length > 0) {
    const message = productionRefusal(env.SITE_URL, problems);
    logger.fatal(message);
    throw new Error(message);
  }
  // Graceful shutdown (issue 16 §2; run by scripts/server.ts on SIGTERM): the worker takes no new
  // job at once and finishes the running ones (an unfinished one expires and is retried by pg-boss),
  // the pool closes once the last request is done.
  const [{ onShutdown }, { stopJobs }, { closeDb }] = await Promise.all([
    import("@/lib/shutdown"),
    import("@/lib/jobs/boss"),
    import("@/lib/db"),
  ]);
  onShutdown("jobs-and-database", async ({ deadline, requestsDone }) => {
    await stopJobs(Math.max(0, deadline - Date.now() - 1000));
    await requestsDone;
    await closeDb();
  });
  if (!env.DATABASE_URL) {
    logger.warn("[jobs] DATABASE_URL ist nicht gesetzt: Hintergrund-Jobs (E-Mail-Versand) laufen nicht.");
    return;
  }
  const { startWorkers } = await import("@/lib/jobs/workers");
  // Several instances starting at once on a new database can deadlock in pg-boss's queue creation
  // (40P01, seen with two instances): the start is tried up to JOB_START_ATTEMPTS times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await startWorkers();
      return;
    } catch (error) {
      if (attempt >= JOB_START_ATTEMPTS) {
        // The site works without jobs; e-mails stay in the outbox until the next start.
        logger.error({ err: error }, "[jobs] pg-boss konnte nicht starten, E-Mails bleiben im Postausgang");
        return;
      }
      logger.warn({ err: error, attempt }, "[jobs] pg-boss-Start fehlgeschlagen, neuer Versuch");
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt + Math.floor(Math.random() * 700)));
    }
  }
}

/** Attempts to start the background jobs before the instance serves without them. */
const JOB_START_ATTEMPTS = 3;
