import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { QuizWizard } from "@/components/quiz/quiz-wizard";
import { getActiveQuiz } from "@/lib/data/quizzes";
import { decodeServiceParam } from "@/lib/domain/quiz-order";

/**
 * /quiz/{service} – the quiz wizard. ISR: rendered on first request (no database at build time),
 * then served from the cache; an admin change revalidates the path.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { service: string }[] {
  return [];
}

type Props = { params: Promise<{ service: string }> };

const loadQuiz = cache(async (raw: string) => getActiveQuiz(decodeServiceParam(raw)));

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
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{quiz.title}</h1>
        {quiz.description && <p className="mt-2 hidden text-muted-foreground sm:block">{quiz.description}</p>}
      </header>
      <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
        <QuizWizard serviceType={quiz.serviceType} title={quiz.title} questions={quiz.questions} />
      </div>
    </div>
  );
}
