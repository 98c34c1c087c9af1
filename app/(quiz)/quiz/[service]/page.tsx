import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { renderQuizOptionIcons } from "@/components/quiz/option-icons";
import { QuizWizard } from "@/components/quiz/quiz-wizard";
import { serviceName } from "@/lib/content/service-catalog";
import { getActiveQuiz } from "@/lib/data/quizzes";
import { decodeServiceParam } from "@/lib/domain/service-param";
import { subsidyQuestionsFor } from "@/lib/domain/subsidies";
import { currentSubsidyRules } from "@/lib/subsidies/rules";
import { viennaToday } from "@/lib/time/vienna";
import { MAX_COMPANIES_PER_LEAD } from "@/lib/validation/settings";

/**
 * /quiz/{service} – the quiz wizard. ISR; an admin change of the quiz or of a subsidy rule revalidates the path, and
 * the hourly revalidation picks up a rule's first or last day. The option icons and the questions of the optional
 * step "Förderung prüfen" (the current subsidy rules of the service) are computed here, so they cost the client
 * island no JavaScript and no request.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { service: string }[] {
  return [];
}

type Props = { params: Promise<{ service: string }> };

const loadQuiz = cache(async (raw: string) => getActiveQuiz(decodeServiceParam(raw)));

async function loadSubsidyQuestions(serviceType: string) {
  const today = viennaToday();
  return subsidyQuestionsFor(await currentSubsidyRules(today), serviceType, today);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const quiz = await loadQuiz((await params).service);
  if (!quiz) return { title: "Quiz nicht gefunden", robots: { index: false } };
  return {
    title: quiz.title,
    description: quiz.description ?? `Kostenlose Angebote für ${quiz.title} in Wien anfordern.`,
  };
}

export default async function QuizPage({ params }: Props) {
  const quiz = await loadQuiz((await params).service);
  if (!quiz) notFound();
  const subsidyQuestions = await loadSubsidyQuestions(quiz.serviceType);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-5 sm:px-6 sm:py-8">
      <header className="mb-5 text-center sm:mb-6">
        <h1 className="text-xl font-bold tracking-tight sm:text-3xl">{quiz.title}</h1>
        {quiz.description && <p className="mt-2 hidden text-muted-foreground sm:block">{quiz.description}</p>}
      </header>
      <div className="sm:rounded-2xl sm:border sm:bg-card sm:p-8 sm:shadow-sm">
        <QuizWizard
          serviceType={quiz.serviceType}
          title={quiz.title}
          serviceLabel={serviceName(quiz.serviceType)}
          questions={quiz.questions}
          optionIcons={renderQuizOptionIcons(quiz.questions)}
          maxCompanies={MAX_COMPANIES_PER_LEAD}
          subsidyQuestions={subsidyQuestions}
        />
      </div>
    </div>
  );
}
