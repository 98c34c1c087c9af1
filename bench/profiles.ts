/**
 * Part "profiles" of `npm run bench`: a public company profile /firmen/{slug} served from the cache,
 * in requests/s beside the prerendered /quiz/badrenovierung in the same run. The bench database gets
 * one verified company with 30 reviews written straight into the tables.
 */
import autocannon from "autocannon";
import pg from "pg";
import { companyProfilePath } from "../lib/domain/company-slug";

/** One autocannon run's figures. */
export interface ProfileRun {
  name: string;
  result: autocannon.Result;
}

/** Inserts the bench company with reviews; returns its profile path. */
export async function seedProfile(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = "Bench Malerei Profil GmbH";
    const { rows } = await client.query<{ id: number }>(
      "insert into companies (name, verified, verified_at, services, districts, city, zip_code) values ($1, true, now(), $2, $3, 'Wien', '1070') returning id",
      [name, ["Maler", "Fassade"], ["1070", "1080"]],
    );
    const companyId = rows[0]!.id;
    for (let i = 0; i < 30; i++) {
      await client.query(
        "insert into reviews (company_id, rating, title, body, author_name, service_type, job_month) values ($1, $2, $3, $4, $5, 'maler', '2026-09')",
        [
          companyId,
          3 + (i % 3),
          `Bench-Bewertung ${i}`,
          "Bench-Text mit mehr als zwanzig Zeichen für die Messung.",
          "Bench B.",
        ],
      );
    }
    return companyProfilePath({ id: companyId, name });
  } finally {
    await client.end();
  }
}

/**
 * Warms the profile (first request renders it into the cache), then measures it and the quiz page
 * with 50 connections for `seconds` each.
 *
 * @throws Error when the profile does not answer 200.
 */
export async function profileRuns(base: string, profilePath: string, seconds: number): Promise<ProfileRun[]> {
  const warm = await fetch(`${base}${profilePath}`);
  if (warm.status !== 200) throw new Error(`profile ${profilePath} answered ${warm.status}`);
  await fetch(`${base}${profilePath}`);
  return [
    {
      name: "GET /quiz/badrenovierung, baseline of the profile run (50 connections)",
      result: await autocannon({ url: `${base}/quiz/badrenovierung`, connections: 50, duration: seconds }),
    },
    {
      name: `GET ${profilePath}, from the cache (50 connections)`,
      result: await autocannon({ url: `${base}${profilePath}`, connections: 50, duration: seconds }),
    },
  ];
}
