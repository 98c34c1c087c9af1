"use client";
/**
 * Service list of /quiz (public-side.md §2): loads GET /api/quizzes (already in priority order) and
 * links each service to /quiz/{serviceType}. Empty: "Keine Services verfügbar."
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Skeleton } from "@/components/ui/skeleton";
import { getJson } from "@/lib/http/api-client";

interface QuizListItem {
  id: number;
  serviceType: string;
  title: string;
  description: string | null;
}

export function QuizServiceList() {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ["/api/quizzes"],
    queryFn: () => getJson<QuizListItem[]>("/api/quizzes"),
  });

  if (isPending) {
    return (
      <div role="status" aria-label="Services werden geladen" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6">
        <p className="font-medium">Die Services konnten nicht geladen werden.</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 text-sm font-medium text-primary underline">
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (data.length === 0) return <p className="text-muted-foreground">Keine Services verfügbar.</p>;

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((quiz) => (
        <li key={quiz.id}>
          <Link
            href={`/quiz/${quiz.serviceType}`}
            className="group flex h-full items-start justify-between gap-3 rounded-xl border bg-card p-5 transition-colors hover:border-primary focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span>
              <span className="block font-semibold">{quiz.title}</span>
              {quiz.description && <span className="mt-1 block text-sm text-muted-foreground line-clamp-2">{quiz.description}</span>}
            </span>
            <ArrowRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
