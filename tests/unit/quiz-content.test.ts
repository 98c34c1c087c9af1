/** The seeded quizzes keep the quiz rules (spec: public-side §4). */
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { FIXTURE_OPTIONS, PROJECT_TYPE_OPTIONS } from "@/lib/domain/bathroom-quiz";
import { INTENT_READINESS_POINTS, START_TIMELINE_POINTS } from "@/lib/domain/lead-score";
import { quizQuestionsSchema } from "@/lib/validation/quiz";

// public-side.md §2 route table, plus the four services the quiz list and landings use.
const ROUTE_TABLE_SERVICES =
  "hausrenovierung küchenrenovierung bürorenovierung fassadensanierung poolrenovierung komplette-wohnsanierung terrassenverkleidung solaranlagen geothermie klimaanlagen aufzüge markisen elektriker heizungsanlagen garagentore hausbau fertighauser schwimmbader industriebau abbruch mauerbau erdarbeiten betonsanierung feuchtigkeit maler fliesen klempner schlosser betondruck zimmermann plattenleger umzüge schädlingsbekämpfung duschwechsel glasschloss reinigung pvc-fenster architekten dekorateure".split(
    " ",
  );
const EXTRA_SERVICES = ["wohnungsrenovierung", "badrenovierung", "badezimmer", "wohnungssanierung"];

describe("seeded quizzes", () => {
  it("cover every service exactly once", () => {
    const ids = QUIZ_DEFINITIONS.map((q) => q.serviceType);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...ROUTE_TABLE_SERVICES, ...EXTRA_SERVICES].sort());
  });

  it.each(QUIZ_DEFINITIONS.map((q) => [q.serviceType, q] as const))(
    "%s has 4-8 valid questions ending with the lead-score pair",
    (_id, quiz) => {
      expect(quizQuestionsSchema.safeParse(quiz.questions).success).toBe(true);
      expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
      expect(quiz.questions.length).toBeLessThanOrEqual(8);
      expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(quiz.questions.length);
      const [intent, timeline] = quiz.questions.slice(-2);
      expect(intent).toMatchObject({
        id: "intent_readiness",
        type: "radio",
        required: true,
        options: Object.keys(INTENT_READINESS_POINTS),
      });
      expect(timeline).toMatchObject({
        id: "start_timeline",
        type: "radio",
        required: true,
        options: Object.keys(START_TIMELINE_POINTS),
      });
      for (const question of quiz.questions) {
        expect(question.options.length).toBeGreaterThanOrEqual(2);
        expect(new Set(question.options).size).toBe(question.options.length);
      }
    },
  );

  it.each(["badrenovierung", "badezimmer"])(
    "%s asks project_type and fixtures_to_replace with the spec's options",
    (serviceType) => {
      const quiz = QUIZ_DEFINITIONS.find((q) => q.serviceType === serviceType)!;
      expect(quiz.questions.find((q) => q.id === "project_type")).toMatchObject({
        type: "radio",
        options: PROJECT_TYPE_OPTIONS,
      });
      expect(quiz.questions.find((q) => q.id === "fixtures_to_replace")).toMatchObject({
        type: "checkbox",
        options: [...FIXTURE_OPTIONS],
      });
    },
  );
});
