"use client";
/**
 * The quiz wizard: postal code → one step per visible question → the optional "Förderung prüfen" (only when the
 * service's current subsidy rules ask something) → contact details → POST /api/projects → the offers page (bathroom
 * quizzes) or /danke. zod and the schema load at the first interaction and every validating step waits
 * for them (`lazyProjectResolver`). A failed submission keeps every answer and shows the reason by the button and in a
 * toast, so it can simply be sent again. Photos and plans picked on the contact step upload after the project exists
 * (the access cookie of POST /api/projects authorises them); the next page follows once all are stored or skipped.
 */
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, type Resolver, useForm, useWatch } from "react-hook-form";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { FilePicker, FileUploadList } from "@/components/files/file-upload-list";
import { useFileUploads } from "@/components/files/use-file-uploads";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { MAX_PROJECT_DOCUMENTS, MAX_PROJECT_IMAGES } from "@/lib/domain/project-file-rules";
import { isBathroomOfferService } from "@/lib/domain/bathroom-offer-types";
import { answerQuestion, isAnswered, visibleQuestions } from "@/lib/domain/quiz-steps";
import type { QuizAnswers, QuizQuestion } from "@/lib/domain/quiz-types";
import type { SubsidyAnswerKey } from "@/lib/domain/subsidies";
import { serviceAreaNotice } from "@/lib/domain/service-area";
import { LAST_PROJECT_ID_KEY, USER_ZIP_CODE_KEY } from "@/lib/domain/storage-keys";
import { apiRequest, isApiClientError } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { preloadToast, showToast } from "@/lib/lazy-toast";
import { storageGet, storageRemove, storageSet } from "@/lib/storage";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import type { ProjectRequest, ProjectRequestInput } from "@/lib/validation/project";
import { ContactField } from "./contact-field";
import type { QuizOptionIcons } from "./option-icons";
import { QuestionStep } from "./question-step";
import { QuizUploadProgress } from "./quiz-upload-progress";
import { saveSubmittedRequest } from "./submitted-request";
import {
  SUBSIDY_STEP_TITLE,
  SubsidyStep,
  subsidyAnswersToSend,
  subsidyStepErrors,
  type SubsidyStepValues,
} from "./subsidy-step";
import { useAutoAdvance } from "./use-auto-advance";

export interface QuizWizardProps {
  serviceType: string;
  title: string;
  /** German service name for the /danke summary, e.g. "Malerarbeiten". */
  serviceLabel: string;
  questions: QuizQuestion[];
  /** Icons of the tile questions by question id (components/quiz/option-icons.tsx); others are lists. */
  optionIcons?: QuizOptionIcons;
  /** The most companies that receive a request (MAX_COMPANIES_PER_LEAD), named on the contact step. */
  maxCompanies: number;
  /** Questions of the optional step "Förderung prüfen" before the contact step (subsidyQuestionsFor); none: no step. */
  subsidyQuestions?: readonly SubsidyAnswerKey[];
}

const CONTACT_FIELDS = ["name", "email", "phone", "gdprAccepted"] as const;

/** Description of the success toast: the confirmation e-mail carries the "Mein Projekt" link. */
export const SUBMITTED_DESCRIPTION =
  "Sie erhalten gleich eine Bestätigung per E-Mail mit dem Link zu „Mein Projekt“. Die Betriebe melden sich in der Regel innerhalb von 24 Stunden.";

/** Toast description when the server sent no German message of its own. */
const SUBMIT_FALLBACK = "Bitte versuchen Sie es später erneut.";
/** Added to the inline message when trying again can help (server or connection trouble). */
const RETRY_HINT = "Ihre Angaben bleiben erhalten: Bitte klicken Sie in einem Moment erneut auf „Projekt einreichen“.";

/**
 * The German text shown next to the submit button for a failed submission.
 * - the server's message (4xx: validation, rate limit; 5xx/503 when it sent one);
 * - no connection (fetch rejected): a connection hint;
 * - 5xx and connection failures get the retry hint (answers are kept).
 */
export function submitErrorText(error: unknown): string {
  if (!isApiClientError(error)) {
    return `Keine Verbindung zum Server. ${RETRY_HINT}`;
  }
  if (error.status >= 500) {
    const reason = error.serverMessage ?? "Der Dienst ist vorübergehend nicht erreichbar.";
    return `${reason} ${RETRY_HINT}`;
  }
  // Field errors the contact step cannot show at a field (postcode, answers) are named here.
  const elsewhere = Object.entries(error.fieldErrors)
    .filter(([key]) => !(CONTACT_FIELDS as readonly string[]).includes(key.split(".")[0]!))
    .map(([, message]) => message);
  return [error.serverMessage ?? SUBMIT_FALLBACK, ...elsewhere].join(" ");
}

/**
 * What the contact step says about the data (spec: public-side §1: free, no obligation, up to 4 verified companies;
 * privacy policy: no selling, no advertising).
 */
function contactPromises(maxCompanies: number): string[] {
  return [
    "Kostenlos und unverbindlich: Sie bezahlen nur den Betrieb, den Sie selbst beauftragen.",
    `Höchstens ${maxCompanies} geprüfte Fachbetriebe erhalten Ihre Kontaktdaten, um Ihnen ein Angebot zu machen.`,
    "Keine Werbung: Wir verkaufen Ihre Daten nicht und schicken Ihnen nur E-Mails zu dieser Anfrage.",
  ];
}

type ProjectResolver = Resolver<ProjectRequestInput, unknown, ProjectRequest>;
let projectResolver: Promise<ProjectResolver> | undefined;

/**
 * The form's zod resolver (the same schema as POST /api/projects), loaded once and shared: zod is about 34 kB gzip the
 * quiz's first load does not need. Loading starts at the first touch, focus or key in the form. A failed load is
 * forgotten, so the next validation retries.
 */
function loadProjectResolver(): Promise<ProjectResolver> {
  projectResolver ??= Promise.all([import("@hookform/resolvers/zod"), import("@/lib/validation/project")]).then(
    ([{ zodResolver }, { projectRequestSchema }]) => zodResolver(projectRequestSchema),
    (error: unknown) => {
      projectResolver = undefined;
      throw error;
    },
  );
  return projectResolver;
}

/**
 * Starts loadProjectResolver without waiting for it (a failure shows at the next validation), and
 * the toast code with it, so a failed validation load can still be reported.
 */
function preloadProjectResolver() {
  loadProjectResolver().catch(() => undefined);
  preloadToast();
}

/**
 * The resolver given to react-hook-form. It awaits the loaded zod resolver on every call, so a validation started
 * before the load finished waits instead of passing or failing without the schema.
 */
const lazyProjectResolver: ProjectResolver = async (values, context, options) =>
  (await loadProjectResolver())(values, context, options);

/** Toast when the validation code could not be loaded (no connection); every answer stays. */
const LOAD_FAILED_DESCRIPTION =
  "Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Ihre Angaben bleiben erhalten.";

export function QuizWizard({
  serviceType,
  title,
  serviceLabel,
  questions,
  optionIcons = {},
  maxCompanies,
  subsidyQuestions = [],
}: QuizWizardProps) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [subsidyValues, setSubsidyValues] = useState<SubsidyStepValues>({});
  const [subsidyErrors, setSubsidyErrors] = useState<Record<string, string>>({});
  const { schedule: scheduleAdvance, cancel: cancelAdvance } = useAutoAdvance();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // The step as of the last commit, read after an await (the closure's `step` may be stale by then).
  const stepRef = useRef(step);
  // True while "Weiter" / "Projekt einreichen" waits for a validation or the request: a second press
  // is ignored instead of advancing twice or submitting twice.
  const validating = useRef(false);
  const uploads = useFileUploads();
  // Where the wizard goes once the picked files are uploaded (set after a successful submission with files).
  const [nextPage, setNextPage] = useState<string | null>(null);

  const form = useForm<ProjectRequestInput, unknown, ProjectRequest>({
    resolver: lazyProjectResolver,
    defaultValues: {
      serviceType,
      zipCode: "",
      name: "",
      email: "",
      phone: "",
      gdprAccepted: false,
      answers: {},
      [HONEYPOT_FIELD]: "",
    },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, formState, trigger, setValue, control } = form;
  // The steps validate with `trigger` (not a form submit), so a field with an error is checked again
  // on every change: the message goes as soon as the input is right (and the area notice can show).
  const registerField = (name: "zipCode" | (typeof CONTACT_FIELDS)[number]) =>
    register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) void trigger(name);
      },
    });
  // A valid postcode outside Vienna and its surroundings passes, but not silently.
  const areaNotice = serviceAreaNotice(useWatch({ control, name: "zipCode" }) ?? "");

  // Prefill the postal code chosen on a price-guide page, then forget it.
  useEffect(() => {
    const stored = storageGet("local", USER_ZIP_CODE_KEY);
    if (stored) {
      setValue("zipCode", stored);
      storageRemove("local", USER_ZIP_CODE_KEY);
    }
  }, [setValue]);

  const shown = useMemo(() => visibleQuestions(questions, answers), [questions, answers]);
  const hasSubsidyStep = subsidyQuestions.length > 0;
  const total = 2 + shown.length + (hasSubsidyStep ? 1 : 0);
  const isContactStep = step === total - 1;
  const isSubsidyStep = hasSubsidyStep && step === total - 2;
  const question = step > 0 && !isContactStep && !isSubsidyStep ? shown[step - 1] : undefined;

  // A step change cancels a pending auto-advance and moves focus to the new step's heading.
  useEffect(() => {
    stepRef.current = step;
    cancelAdvance();
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, cancelAdvance]);

  const submit = useMutation({
    mutationFn: (payload: ProjectRequest) =>
      apiRequest<{ projectId: number; contactRelease?: "sofort" | "kunde" }>("POST", "/api/projects", payload),
    onSuccess: ({ projectId, contactRelease }, payload) => {
      storageSet("session", LAST_PROJECT_ID_KEY, String(projectId));
      saveSubmittedRequest({
        projectId,
        serviceLabel,
        zipCode: payload.zipCode,
        email: payload.email,
        answers: payload.answers,
        questions: questions.map(({ id, text }) => ({ id, text })),
        submittedAt: new Date().toISOString(),
        contactRelease,
      });
      showToast("success", "Anfrage erfolgreich gesendet!", SUBMITTED_DESCRIPTION);
      const target = isBathroomOfferService(serviceType) && projectId ? `/badezimmer-angebote/${projectId}` : "/danke";
      if (uploads.count() === 0 || !projectId) {
        router.push(target);
        return;
      }
      setNextPage(target);
      uploads.start(`/api/projects/${projectId}/files`);
    },
    // Answers and contact fields stay as they are; the inline message below repeats the reason.
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Fehler beim Senden der Anfrage",
        fallback: SUBMIT_FALLBACK,
        fields: CONTACT_FIELDS,
      }),
  });

  /** Moves on from step `from`; does nothing when another action has already left that step. */
  const advanceFrom = (from: number) =>
    setStep((current) => (current === from ? Math.min(from + 1, total - 1) : current));
  const goBack = () => setStep((current) => Math.max(current - 1, 0));
  /** "Überspringen" on the subsidy step: on to the contact step without any subsidy answer. */
  const skipSubsidies = () => {
    setSubsidyValues({});
    setSubsidyErrors({});
    advanceFrom(step);
  };

  const choose = (q: QuizQuestion, option: string) => {
    const next = answerQuestion(questions, answers, q, option);
    setAnswers(next);
    // Question steps are checked in the wizard (`answers`), not by the schema: nothing to wait for.
    const from = step;
    if (q.type === "radio") scheduleAdvance(() => advanceFrom(from));
    else cancelAdvance();
  };

  /**
   * "Weiter" and "Projekt einreichen" (button or Enter). The step changes (or the request goes out) only once
   * validation passed and the wizard is still on the step it started from; a second press while waiting is ignored.
   */
  const handleNext = async () => {
    const from = step;
    if (isSubsidyStep) {
      const errors = subsidyStepErrors(subsidyValues);
      setSubsidyErrors(errors);
      if (Object.keys(errors).length === 0) advanceFrom(from);
      return;
    }
    if (question) {
      if (question.required && !isAnswered(answers[question.id])) {
        showToast("error", "Antwort erforderlich", "Bitte beantworten Sie diese Frage, um fortzufahren.");
        return;
      }
      advanceFrom(from);
      return;
    }
    if ((from !== 0 && !isContactStep) || validating.current || submit.isPending) return;
    validating.current = true;
    try {
      if (from === 0) {
        if (await trigger("zipCode")) advanceFrom(from);
        return;
      }
      if (!(await trigger([...CONTACT_FIELDS])) || stepRef.current !== from) return;
      setValue("answers", { ...answers, ...subsidyAnswersToSend(subsidyValues) });
      // Stays "validating" until the request is answered, so a quick second press cannot send it twice
      // (a failure is shown by the mutation's onError).
      await form.handleSubmit(async (values) => {
        if (stepRef.current === from) await submit.mutateAsync(values).catch(() => undefined);
      })();
    } catch {
      showToast("error", "Verbindungsproblem", LOAD_FAILED_DESCRIPTION);
    } finally {
      validating.current = false;
    }
  };

  // Every picked file stored (or removed): on to the next page by itself.
  const uploadsSettled = uploads.items.every((item) => item.status === "done");
  useEffect(() => {
    if (nextPage !== null && uploadsSettled) router.push(nextPage);
  }, [nextPage, uploadsSettled, router]);

  if (nextPage !== null) {
    return <QuizUploadProgress uploads={uploads} settled={uploadsSettled} onContinue={() => router.push(nextPage)} />;
  }

  const stepTitle =
    step === 0
      ? "In welcher PLZ soll das Projekt durchgeführt werden?"
      : question
        ? question.text
        : isSubsidyStep
          ? SUBSIDY_STEP_TITLE
          : "Wie können die Unternehmen Sie erreichen?";

  return (
    <form
      noValidate
      // The validation code also starts loading with the first touch, focus or key in the form.
      onPointerDownCapture={preloadProjectResolver}
      onFocusCapture={preloadProjectResolver}
      onKeyDownCapture={preloadProjectResolver}
      onSubmit={(event) => {
        event.preventDefault();
        void handleNext();
      }}
      className="w-full [&_button]:scroll-mb-28 [&_input]:scroll-mb-28"
      aria-label={title}
    >
      <div className="mb-6">
        <div className="mb-2 flex items-center justify-between text-sm text-muted-foreground">
          <span aria-live="polite">
            Schritt {step + 1} von {total}
          </span>
          <span>{Math.round(((step + 1) / total) * 100)} %</span>
        </div>
        <Progress value={((step + 1) / total) * 100} aria-label={`Fortschritt: Schritt ${step + 1} von ${total}`} />
      </div>

      <h2
        id="quiz-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="mb-5 text-xl font-semibold outline-none sm:text-2xl"
      >
        {stepTitle}
      </h2>

      {step === 0 && (
        <div className="grid gap-2">
          <Label htmlFor="zipCode" className="sr-only">
            Postleitzahl
          </Label>
          <Input
            id="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="1010"
            maxLength={4}
            autoFocus
            aria-invalid={Boolean(formState.errors.zipCode)}
            aria-describedby={formState.errors.zipCode ? "zipCode-error" : areaNotice ? "zipCode-area" : undefined}
            className="h-12 text-lg"
            {...registerField("zipCode")}
          />
          {formState.errors.zipCode && (
            <p id="zipCode-error" role="alert" className="text-sm text-destructive">
              {formState.errors.zipCode.message}
            </p>
          )}
          <p id="zipCode-area" role="status" className="text-sm text-amber-800">
            {!formState.errors.zipCode && areaNotice}
          </p>
        </div>
      )}

      {question && (
        <QuestionStep
          question={question}
          answer={answers[question.id]}
          onSelect={(o) => choose(question, o)}
          icons={optionIcons[question.id]}
        />
      )}
      {isSubsidyStep && (
        <SubsidyStep
          questions={subsidyQuestions}
          values={subsidyValues}
          errors={subsidyErrors}
          onChange={(field, value) => {
            setSubsidyValues((current) => ({ ...current, [field]: value }));
            setSubsidyErrors(({ [field]: _dropped, ...rest }) => rest);
          }}
        />
      )}
      {step > 0 && !isContactStep && !isSubsidyStep && !question && <p>Frage nicht gefunden.</p>}

      {isContactStep && (
        <div className="grid gap-4">
          <ContactField
            id="name"
            label="Vollständiger Name"
            autoComplete="name"
            error={formState.errors.name?.message}
            {...registerField("name")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactField
              id="email"
              label="E-Mail"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...registerField("email")}
            />
            <ContactField
              id="phone"
              label="Telefon"
              type="tel"
              autoComplete="tel"
              error={formState.errors.phone?.message}
              {...registerField("phone")}
            />
          </div>
          <section aria-labelledby="quiz-files-title" className="grid gap-3 rounded-lg border p-4">
            <div className="grid gap-1">
              <h3 id="quiz-files-title" className="font-semibold">
                Fotos hinzufügen (optional)
              </h3>
              <p className="text-sm text-muted-foreground">
                Fotos vom Raum oder Pläne helfen den Betrieben bei der Einschätzung: bis zu {MAX_PROJECT_IMAGES} Fotos
                und {MAX_PROJECT_DOCUMENTS} PDF-Dateien. Sie werden nach dem Absenden hochgeladen.
              </p>
            </div>
            <FilePicker onFiles={uploads.add} disabled={submit.isPending} />
            <FileUploadList uploads={uploads} waitingText="Wird nach dem Absenden hochgeladen" />
          </section>
          <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor={HONEYPOT_FIELD}>Website (bitte leer lassen)</label>
            <input id={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
          </div>
          <div className="grid gap-1">
            <div className="flex items-start gap-3">
              <Controller
                control={control}
                name="gdprAccepted"
                render={({ field }) => (
                  <Checkbox
                    id="gdprAccepted"
                    checked={field.value === true}
                    onCheckedChange={(checked) => {
                      field.onChange(checked === true);
                      if (form.getFieldState("gdprAccepted").error) void trigger("gdprAccepted");
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-invalid={Boolean(formState.errors.gdprAccepted)}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor="gdprAccepted" className="block text-sm leading-relaxed font-normal">
                Ich stimme der Verarbeitung meiner Daten gemäß der{" "}
                <Link
                  prefetch={false}
                  href="/datenschutz"
                  target="_blank"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Datenschutzerklärung
                </Link>{" "}
                zu, damit bis zu {maxCompanies} geprüfte Unternehmen mich kontaktieren können.
              </Label>
            </div>
            {formState.errors.gdprAccepted && (
              <p role="alert" className="text-sm text-destructive">
                {formState.errors.gdprAccepted.message}
              </p>
            )}
          </div>
          <div className="rounded-lg border bg-muted/40 p-4 text-sm">
            <h3 className="font-semibold">Was mit Ihren Angaben geschieht</h3>
            <ul className="mt-2 grid gap-1.5">
              {contactPromises(maxCompanies).map((promise) => (
                <li key={promise} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success-foreground" aria-hidden="true" />
                  <span>{promise}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-muted-foreground">
              Einzelheiten finden Sie in unserer{" "}
              <Link
                prefetch={false}
                href="/datenschutz"
                target="_blank"
                className="font-medium text-primary underline underline-offset-2"
              >
                Datenschutzerklärung
              </Link>
              .
            </p>
          </div>
        </div>
      )}

      {/*
        Sticks to the bottom of the screen while the step is taller than it (phones, long lists), so
        "Weiter" stays in view; a failed submission's reason shows right above the buttons.
      */}
      <div
        data-testid="quiz-nav"
        className="sticky bottom-0 z-10 -mx-4 mt-6 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:-mx-8 sm:-mb-8 sm:rounded-b-2xl sm:bg-card/95 sm:px-8 sm:pb-4 sm:supports-[backdrop-filter]:bg-card/85"
      >
        {isContactStep && submit.isError && (
          <p
            id="quiz-submit-error"
            role="alert"
            className="mb-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {submitErrorText(submit.error)}
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="shrink-0"
            onClick={goBack}
            disabled={step === 0 || submit.isPending}
          >
            <ArrowLeft aria-hidden="true" />
            <span className={isSubsidyStep ? "sr-only sm:not-sr-only" : undefined}>Zurück</span>
          </Button>
          {isSubsidyStep && (
            <Button type="button" variant="outline" size="lg" className="ml-auto" onClick={skipSubsidies}>
              Überspringen
            </Button>
          )}
          <Button
            type="submit"
            size="lg"
            className="min-w-0 flex-1 sm:flex-none"
            disabled={submit.isPending || submit.isSuccess}
            aria-describedby={isContactStep && submit.isError ? "quiz-submit-error" : undefined}
          >
            {isContactStep ? (
              submit.isPending ? (
                "Wird gesendet..."
              ) : (
                "Projekt einreichen"
              )
            ) : (
              <>
                Weiter
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
