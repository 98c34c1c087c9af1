/** Database rows that several integration test files build the same way. */
import { getDb } from "@/lib/db";

/**
 * A builder of projects of one test run: "Kunde <run> <n>", kunde.<run>.<n>@example.at, n counted
 * from 1 per builder, the phone number `phone(n)`; `extra` overrides any column. Returns the id.
 */
export function projectBuilder(run: string, phone: (counter: number) => string) {
  let counter = 0;
  return async function createProject(extra: Record<string, unknown> = {}): Promise<number> {
    counter += 1;
    const project = await getDb().project.create({
      data: {
        serviceType: "badrenovierung",
        zipCode: "1100",
        name: `Kunde ${run} ${counter}`,
        email: `kunde.${run}.${counter}@example.at`,
        phone: phone(counter),
        quizAnswers: {},
        privacyPolicyVersion: "test",
        ...extra,
      },
      select: { id: true },
    });
    return project.id;
  };
}
