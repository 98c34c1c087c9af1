/**
 * "Mögliche Förderung" of one project, as its customer sees it in the project room and on the bathroom offers page:
 * the current rules of its service that its `subsidy_` answers do not exclude, estimated per offer tier.
 */
import "server-only";
import { parseQuizAnswers } from "@/lib/domain/lead-labels";
import type { RankedOffer } from "@/lib/domain/offer-display";
import { evaluateSubsidies, subsidyAnswersFromQuiz, type PossibleSubsidy } from "@/lib/domain/subsidies";
import { viennaToday } from "@/lib/time/vienna";
import { currentSubsidyRules } from "./rules";

/**
 * The possible subsidies of a project on the Vienna day of `now`.
 * @param project its service and stored quiz answers (projects.quiz_answers; malformed answers are ignored)
 * @param ranked the ranked offer tiers to estimate each (sums in whole euros incl. USt.); null: no estimate
 */
export async function projectSubsidies(
  project: { serviceType: string; quizAnswers: unknown },
  ranked: readonly RankedOffer[] | null,
  now: Date = new Date(),
): Promise<PossibleSubsidy[]> {
  const today = viennaToday(now);
  return evaluateSubsidies(await currentSubsidyRules(today), {
    serviceType: project.serviceType,
    answers: subsidyAnswersFromQuiz(parseQuizAnswers(project.quizAnswers)),
    today,
    // Offer prices are whole euros incl. 20 % USt.
    tiers: ranked?.map((tier) => ({ label: tier.title, grossCents: Math.round(tier.sums.total * 100) })),
  });
}
