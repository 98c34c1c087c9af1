/** autocannon options of the bench's POST /api/projects runs: every request a new customer. */
import type autocannon from "autocannon";

export interface BenchCustomers {
  /** Customer n is named "`name` n", e-mail "`emailPrefix`n@example.at", phone "0660 `phoneBase + n`". */
  name: string;
  emailPrefix: string;
  phoneBase: number;
  /** Gives each request its own X-Forwarded-For, so the per-IP rate limit does not answer 429. */
  spreadIps: boolean;
}

/**
 * A maker of options for `seconds` of POST `base`/api/projects with 20 connections and `service`'s
 * `answers`; its customers are numbered across all the runs it makes.
 */
export function projectPosts(customers: BenchCustomers) {
  let counter = 0;
  return (base: string, service: string, answers: Record<string, string | string[]>, seconds: number) =>
    ({
      url: `${base}/api/projects`,
      connections: 20,
      duration: seconds,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [
        {
          setupRequest: (request) => {
            counter += 1;
            const ip = `10.1.${Math.floor(counter / 250) % 250}.${counter % 250}`;
            return {
              ...request,
              ...(customers.spreadIps ? { headers: { ...request.headers, "x-forwarded-for": ip } } : {}),
              body: JSON.stringify({
                serviceType: service,
                zipCode: String(1010 + (counter % 230)),
                name: `${customers.name} ${counter}`,
                email: `${customers.emailPrefix}${counter}@example.at`,
                phone: `0660 ${customers.phoneBase + counter}`,
                gdprAccepted: true,
                answers,
              }),
            };
          },
        },
      ],
    }) satisfies autocannon.Options;
}
