/**
 * Runs once per server start: the production check (a real deployment with weak settings refuses to
 * serve, even under a bare `next start`), then the background jobs when DATABASE_URL is set, and the
 * graceful-shutdown hook.
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
  // On shutdown the worker takes no new job and finishes running ones (unfinished ones expire and are
  // retried); the pool closes after the last request.
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
  // Instances starting at once on a new database can deadlock in pg-boss's queue creation (40P01).
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
