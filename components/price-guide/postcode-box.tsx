"use client";
/**
 * Postcode box of a price-guide page: a non-empty postcode (max. 5 characters) is stored under USER_ZIP_CODE_KEY
 * for the quiz to prefill, then the quiz opens.
 */
import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { ArrowRight, MapPin, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { USER_ZIP_CODE_KEY } from "@/lib/domain/storage-keys";
import { storageSet } from "@/lib/storage";

export function PostcodeBox({ serviceTitle, quizRoute }: { serviceTitle: string; quizRoute: string }) {
  const router = useRouter();
  const [zipCode, setZipCode] = useState("");
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const headingId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = zipCode.trim();
    // Storage blocked or full: the quiz simply asks for the postcode again.
    if (value) storageSet("local", USER_ZIP_CODE_KEY, value);
    setPending(true);
    router.push(quizRoute);
  }

  return (
    <form
      data-keeps-mobile-cta
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Angebote für {serviceTitle} vergleichen
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Bis zu 4 kostenlose Angebote geprüfter Betriebe aus Wien – unverbindlich.
      </p>
      <div className="mt-4 space-y-2">
        <Label htmlFor={inputId}>Ihre PLZ</Label>
        <div className="relative">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            name="zipCode"
            value={zipCode}
            onChange={(event) => setZipCode(event.target.value)}
            maxLength={5}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="z.B. 1100"
            className="h-11 pl-9"
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={pending}>
        Angebote vergleichen
        <ArrowRight aria-hidden="true" />
      </Button>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
        Kostenlos für Sie – Sie zahlen nur den Betrieb, den Sie wählen.
      </p>
    </form>
  );
}
