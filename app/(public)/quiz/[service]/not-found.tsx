"use client";
/** Unknown or inactive quiz: 'Quiz für "{service}" nicht gefunden.' (public-side.md §8), answered with 404. */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { decodeServiceParam } from "@/lib/domain/quiz-order";

export default function QuizNotFound() {
  const pathname = usePathname() ?? "";
  const service = decodeServiceParam(pathname.split("/").filter(Boolean)[1] ?? "");
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">Quiz für &quot;{service}&quot; nicht gefunden.</h1>
      <p className="mt-3 text-muted-foreground">Bitte wählen Sie einen der verfügbaren Services.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Zur Startseite</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/quiz">Alle Services</Link>
        </Button>
      </div>
    </div>
  );
}
