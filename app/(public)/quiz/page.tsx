import type { Metadata } from "next";
import { NoMobileCta } from "@/components/layout/mobile-cta-bar";
import { QuizServiceList } from "@/components/quiz/quiz-service-list";

export const metadata: Metadata = {
  title: "Kostenlose Angebote anfordern – Service wählen",
  description:
    "Wählen Sie Ihren Service, beantworten Sie ein paar kurze Fragen und erhalten Sie bis zu 4 kostenlose Angebote geprüfter Unternehmen in Wien.",
};

/** /quiz – the services with a quiz: search, most asked first, the five categories. The list loads GET /api/quizzes. */
export default function QuizIndexPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-14">
      {/* This page is where the bottom call to action leads: no bar pointing to itself. */}
      <NoMobileCta />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welches Projekt planen Sie?</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Wählen Sie einen Service, beantworten Sie ein paar kurze Fragen und erhalten Sie bis zu 4 kostenlose Angebote
        von geprüften Unternehmen aus Wien.
      </p>
      <div className="mt-6 sm:mt-8">
        <QuizServiceList />
      </div>
    </div>
  );
}
