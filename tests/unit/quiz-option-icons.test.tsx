/**
 * Icon tiles of the quiz: which questions get them, that every mapped option text is
 * one the seeded quizzes use, and that the style question of the bathroom quiz has its icons.
 */
import { render } from "@testing-library/react";
import {
  KIND_QUESTION_IDS,
  optionIcon,
  questionOptionIcons,
  renderQuizOptionIcons,
} from "@/components/quiz/option-icons";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import type { QuizQuestion } from "@/lib/domain/quiz-types";

const quiz = (service: string) => QUIZ_DEFINITIONS.find((q) => q.serviceType === service)!;
const question = (service: string, id: string) => quiz(service).questions.find((q) => q.id === id)!;

it("the bathroom quiz's style and kind questions are tiles; size, budget and timing questions stay lists", () => {
  expect(questionOptionIcons(question("badrenovierung", "style_preference"))).toHaveLength(5);
  expect(questionOptionIcons(question("badrenovierung", "project_type"))).toHaveLength(3);
  expect(questionOptionIcons(question("küchenrenovierung", "style_preference"))).toHaveLength(5);
  for (const id of ["bathroom_size", "budget_range", "intent_readiness", "start_timeline", "existing_installations"]) {
    expect(questionOptionIcons(question("badrenovierung", id))).toBeUndefined();
  }
});

it("a question with one option without an icon stays a list (no half-tiles after an admin edit)", () => {
  const style = question("badrenovierung", "style_preference");
  const edited: QuizQuestion = { ...style, options: [...style.options, "Japandi"] };
  expect(questionOptionIcons(edited)).toBeUndefined();
  expect(questionOptionIcons({ ...style, id: "room_size" })).toBeUndefined();
  expect(optionIcon("Noch offen")).toBe(optionIcon("Noch keine Vorstellung"));
});

it("every style question of the seeded quizzes is shown as tiles", () => {
  const styles = QUIZ_DEFINITIONS.flatMap((q) => q.questions.filter((item) => item.id === "style_preference"));
  expect(styles.length).toBeGreaterThanOrEqual(4);
  for (const style of styles) expect(questionOptionIcons(style)).toBeDefined();
});

it("renders one decorative svg per option for each tile question of a quiz", () => {
  const icons = renderQuizOptionIcons(quiz("badrenovierung").questions);
  expect(Object.keys(icons).sort()).toEqual(["project_type", "style_preference"]);
  const { container } = render(<div>{icons.style_preference}</div>);
  const svgs = container.querySelectorAll("svg");
  expect(svgs).toHaveLength(5);
  svgs.forEach((svg) => expect(svg).toHaveAttribute("aria-hidden", "true"));
});

it("only ids of kind or style questions get tiles", () => {
  expect([...KIND_QUESTION_IDS].sort()).toEqual([
    "project_scope",
    "project_type",
    "property_type",
    "renovation_type",
    "style_preference",
  ]);
});
