/**
 * The /danke summary: stored in this tab's sessionStorage by the wizard, read back
 * after a reload, a general text when nothing (or something broken) is stored.
 */
import { render, screen } from "@testing-library/react";
import {
  parseSubmittedRequest,
  saveSubmittedRequest,
  type SubmittedRequest,
} from "@/components/quiz/submitted-request";
import { SubmittedRequestSummary } from "@/components/quiz/submitted-request-summary";

const request: SubmittedRequest = {
  projectId: 512,
  serviceLabel: "Malerarbeiten",
  zipCode: "1070",
  email: "eva@example.at",
  answers: { project_scope: ["Wände und Decken ausmalen", "Tapezieren"], room_size: "50-80 m²" },
  questions: [
    { id: "project_scope", text: "Welche Malerarbeiten benötigen Sie?" },
    { id: "room_size", text: "Wie groß ist die Wohn- bzw. Nutzfläche?" },
  ],
  submittedAt: "2026-11-26T01:00:00.000Z",
};

beforeEach(() => window.sessionStorage.clear());

describe("parseSubmittedRequest", () => {
  it("reads back what was saved", () => {
    expect(saveSubmittedRequest(request)).toBe(true);
    expect(parseSubmittedRequest(window.sessionStorage.getItem("lastProjectRequest"))).toEqual(request);
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["no project id", JSON.stringify({ ...request, projectId: undefined })],
    ["a project id that is no positive integer", JSON.stringify({ ...request, projectId: "1; drop" })],
    ["no e-mail", JSON.stringify({ ...request, email: 3 })],
    ["answers that are no object", JSON.stringify({ ...request, answers: ["x"] })],
    ["no questions", JSON.stringify({ ...request, questions: undefined })],
  ])("gives undefined for %s", (_case, text) => {
    expect(parseSubmittedRequest(text)).toBeUndefined();
  });

  it("drops malformed answers and questions", () => {
    const text = JSON.stringify({
      ...request,
      answers: { ...request.answers, x: 3, y: [1] },
      questions: [...request.questions, { id: 1 }, null],
    });
    expect(parseSubmittedRequest(text)).toEqual(request);
  });
});

describe("SubmittedRequestSummary", () => {
  it("shows the number, service, district, answers and the e-mail address", () => {
    saveSubmittedRequest(request);
    render(<SubmittedRequestSummary />);
    const summary = screen.getByTestId("request-summary");
    expect(summary).toHaveTextContent("Ihre Anfrage: Malerarbeiten");
    expect(summary).toHaveTextContent("Anfrage Nr. 512");
    expect(summary).toHaveTextContent("1070 Wien, 7. Bezirk (Neubau)");
    expect(summary).toHaveTextContent("Welche Malerarbeiten benötigen Sie?Wände und Decken ausmalen, Tapezieren");
    expect(summary).toHaveTextContent("Wie groß ist die Wohn- bzw. Nutzfläche?50-80 m²");
    expect(summary).toHaveTextContent("Die Bestätigung ging an eva@example.at.");
    expect(summary).not.toHaveTextContent("außerhalb");
  });

  it("says when the postcode lies outside Vienna and its surroundings", () => {
    saveSubmittedRequest({ ...request, zipCode: "8010" });
    render(<SubmittedRequestSummary />);
    expect(screen.getByTestId("request-summary")).toHaveTextContent("PLZ 8010");
    expect(screen.getByTestId("request-summary")).toHaveTextContent(
      "Diese PLZ liegt außerhalb von Wien und Umgebung (PLZ 1000 bis 3999).",
    );
  });

  it('says with the setting "kunde" that the customer decides who sees the phone number, and nothing with "sofort"', () => {
    saveSubmittedRequest({ ...request, contactRelease: "kunde" });
    const { unmount } = render(<SubmittedRequestSummary />);
    expect(screen.getByTestId("request-contact-release")).toHaveTextContent(
      "Sie entscheiden im Projektraum, welche Firmen Ihre Telefonnummer sehen. Bis dahin sehen Firmen nur Ihre Anfrage, Ihre Postleitzahl und Ihren Vornamen.",
    );
    unmount();
    saveSubmittedRequest({ ...request, contactRelease: "sofort" });
    render(<SubmittedRequestSummary />);
    expect(screen.queryByTestId("request-contact-release")).not.toBeInTheDocument();
  });

  it("falls back to a general text when nothing is stored", () => {
    render(<SubmittedRequestSummary />);
    expect(screen.queryByTestId("request-summary")).toBeNull();
    expect(screen.getByTestId("request-summary-fallback")).toHaveTextContent(
      "in der Bestätigungs-E-Mail und unter „Mein Projekt“",
    );
  });
});
