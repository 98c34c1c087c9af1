/**
 * The optional `subsidy_` answers where answers are listed: the customer's own lists and the admin's sheet show them
 * under their German questions with readable values, never as raw keys.
 */
import { answerRowsForQuiz, quizAnswerRows } from "@/lib/domain/lead-labels";
import { SUBSIDY_QUESTIONS } from "@/lib/domain/subsidies";

const answers = {
  room_count: "2 oder mehr",
  subsidy_age: "67",
  subsidy_main_residence_vienna: "ja",
  subsidy_income_below_limit: "weiss-nicht",
  subsidy_building_year: "1965",
};

it("labels the customer's subsidy answers with their questions, after the quiz's own", () => {
  expect(answerRowsForQuiz(answers, [{ id: "room_count", text: "Wie viele Räume?" }])).toEqual([
    { key: "room_count", label: "Wie viele Räume?", value: "2 oder mehr" },
    { key: "subsidy_age", label: SUBSIDY_QUESTIONS.age, value: "67" },
    { key: "subsidy_main_residence_vienna", label: SUBSIDY_QUESTIONS.mainResidenceVienna, value: "Ja" },
    { key: "subsidy_income_below_limit", label: SUBSIDY_QUESTIONS.householdIncomeBelowLimit, value: "Weiß nicht" },
    { key: "subsidy_building_year", label: SUBSIDY_QUESTIONS.buildingYear, value: "1965" },
  ]);
});

it("labels them in the admin's answer list too, with no raw subsidy_ key as a label", () => {
  const rows = quizAnswerRows(answers, "maler");
  expect(rows.find((row) => row.key === "subsidy_income_below_limit")).toEqual({
    key: "subsidy_income_below_limit",
    label: SUBSIDY_QUESTIONS.householdIncomeBelowLimit,
    value: "Weiß nicht",
  });
  expect(rows.map((row) => row.label).join(" ")).not.toMatch(/subsidy/i);
});
