/** Reads the bathroom offers the app's pg-boss worker writes, for e2e specs. */
import { queryRows } from "./db";

/** An offer row: id, the public link id and the status ("pending", "generating", "approved" …). */
export interface OfferRow {
  id: number;
  unique_link_id: string;
  status: string;
}

/**
 * Waits (up to 10 s, polling every 100 ms) for the offer row of project `projectId`.
 *
 * @throws Error when no offer was generated in that time.
 */
export async function offerOf(projectId: number): Promise<OfferRow> {
  for (let i = 0; i < 100; i++) {
    const [row] = await queryRows<OfferRow>(
      "select id, unique_link_id, status from bathroom_offers where project_id = $1",
      [projectId],
    );
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no offer for project ${projectId}`);
}
