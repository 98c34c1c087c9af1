/** Reads rows of the e2e run's database (DATABASE_URL set by scripts/test-e2e.ts). */
import pg from "pg";

export async function queryRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface ProjectRow {
  id: number;
  service_type: string;
  zip_code: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  project_type: string | null;
  quiz_answers: Record<string, string | string[]>;
  gdpr_accepted_at: Date;
  privacy_policy_version: string;
}
