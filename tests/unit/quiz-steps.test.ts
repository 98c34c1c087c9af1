import { FIXTURE_OPTIONS } from "@/lib/domain/bathroom-quiz";
import { answerQuestion, applyPrefills, totalSteps, validateAnswers, visibleQuestions } from "@/lib/domain/quiz-steps";
import type { QuizQuestion } from "@/lib/domain/quiz-types";

const bathroomQuiz: QuizQuestion[] = [
  {
    id: "project_type",
    text: "Was planen Sie?",
    type: "radio",
    required: true,
    options: ["Komplette Renovierung", "Nur neue Fliesen", "Nur Sanitäranlagen"],
  },
  {
    id: "fixtures_to_replace",
    text: "Welche Elemente?",
    type: "checkbox",
    required: true,
    options: [...FIXTURE_OPTIONS],
  },
  { id: "bathroom_size", text: "Wie groß?", type: "radio", required: true, options: ["Bis 5 m²", "5-10 m²"] },
  {
    id: "special_requirements",
    text: "Besonderes?",
    type: "checkbox",
    required: false,
    options: ["Barrierefrei", "Fußbodenheizung"],
  },
];

describe("quiz step logic", () => {
  it("counts 2 + all questions before project_type is answered", () => {
    expect(totalSteps(bathroomQuiz, {})).toBe(6);
    expect(visibleQuestions(bathroomQuiz, {}).map((q) => q.id)).toContain("fixtures_to_replace");
  });

  it("skips fixtures_to_replace once project_type is answered and prefills it", () => {
    const answers = answerQuestion(bathroomQuiz, {}, bathroomQuiz[0]!, "Nur neue Fliesen");
    expect(visibleQuestions(bathroomQuiz, answers).map((q) => q.id)).toEqual([
      "project_type",
      "bathroom_size",
      "special_requirements",
    ]);
    expect(totalSteps(bathroomQuiz, answers)).toBe(5);
    expect(answers.fixtures_to_replace).toEqual(["Bodenfliesen", "Wandfliesen"]);
  });

  it.each([
    [
      "Komplette Renovierung",
      ["Toilette", "Waschbecken", "Badewanne", "Dusche", "Bodenfliesen", "Wandfliesen", "Armaturen", "Beleuchtung"],
    ],
    ["Nur neue Fliesen", ["Bodenfliesen", "Wandfliesen"]],
    ["Nur Sanitäranlagen", ["Toilette", "Waschbecken", "Badewanne", "Dusche", "Armaturen"]],
  ])("prefills fixtures for %s", (projectType, expected) => {
    expect(applyPrefills(bathroomQuiz, { project_type: projectType }).fixtures_to_replace).toEqual(expected);
  });

  it("replaces the prefill when project_type changes", () => {
    let answers = answerQuestion(bathroomQuiz, {}, bathroomQuiz[0]!, "Komplette Renovierung");
    answers = answerQuestion(bathroomQuiz, answers, bathroomQuiz[0]!, "Nur Sanitäranlagen");
    expect(answers.fixtures_to_replace).toEqual(["Toilette", "Waschbecken", "Badewanne", "Dusche", "Armaturen"]);
  });

  it("does not prefill a quiz without fixtures_to_replace", () => {
    const quiz = [bathroomQuiz[0]!, bathroomQuiz[2]!];
    expect(applyPrefills(quiz, { project_type: "Nur neue Fliesen" })).toEqual({ project_type: "Nur neue Fliesen" });
  });

  it("toggles checkbox answers in option order and replaces radio answers", () => {
    const q = bathroomQuiz[3]!;
    let answers = answerQuestion(bathroomQuiz, {}, q, "Fußbodenheizung");
    answers = answerQuestion(bathroomQuiz, answers, q, "Barrierefrei");
    expect(answers.special_requirements).toEqual(["Barrierefrei", "Fußbodenheizung"]);
    answers = answerQuestion(bathroomQuiz, answers, q, "Barrierefrei");
    expect(answers.special_requirements).toEqual(["Fußbodenheizung"]);
    answers = answerQuestion(bathroomQuiz, answers, bathroomQuiz[2]!, "Bis 5 m²");
    answers = answerQuestion(bathroomQuiz, answers, bathroomQuiz[2]!, "5-10 m²");
    expect(answers.bathroom_size).toBe("5-10 m²");
  });
});

describe("validateAnswers", () => {
  const complete = applyPrefills(bathroomQuiz, { project_type: "Nur neue Fliesen", bathroom_size: "Bis 5 m²" });

  it("accepts a complete answer set (optional questions may stay empty)", () => {
    expect(validateAnswers(bathroomQuiz, complete)).toEqual({});
  });

  it("reports unknown question ids", () => {
    expect(validateAnswers(bathroomQuiz, { ...complete, colour: "Rot" })).toEqual({
      colour: 'Unbekannte Frage "colour".',
    });
  });

  it("reports options the question does not offer", () => {
    const errors = validateAnswers(bathroomQuiz, { ...complete, bathroom_size: "200 m²" });
    expect(errors.bathroom_size).toBe('Die Antwort "200 m²" ist bei dieser Frage nicht möglich.');
  });

  it("rejects a list for a radio question", () => {
    expect(validateAnswers(bathroomQuiz, { ...complete, bathroom_size: ["Bis 5 m²"] }).bathroom_size).toMatch(
      /nur eine Antwort/,
    );
  });

  it("reports missing required answers, including fixtures when project_type is missing", () => {
    const errors = validateAnswers(bathroomQuiz, {});
    expect(Object.keys(errors).sort()).toEqual(["bathroom_size", "fixtures_to_replace", "project_type"]);
    expect(errors.project_type).toBe("Antwort erforderlich: Was planen Sie?");
  });

  it("treats an empty checkbox list as unanswered", () => {
    const quiz = [bathroomQuiz[1]!];
    expect(validateAnswers(quiz, { fixtures_to_replace: [] })).toHaveProperty("fixtures_to_replace");
  });
});
