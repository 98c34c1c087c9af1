/**
 * The client components of a quiz step (/quiz/{service}) load without the service catalogue
 * (lib/content/service-catalog.ts, with its search keywords): the route's not-found boundary runs in
 * the browser, and when it imported the catalogue through lib/domain/quiz-order.ts, every quiz page
 * shipped 6.6 kB of gzip JavaScript it never used. Importing the catalogue fails here.
 */
import { render, screen } from "@testing-library/react";

jest.mock("@/lib/content/service-catalog", () => {
  throw new Error("service catalogue imported by a quiz-step client component");
});
jest.mock("next/navigation", () => ({
  usePathname: () => "/quiz/k%C3%BCchen-xyz",
  useRouter: () => ({ push: jest.fn() }),
}));

describe("quiz-step client components without the service catalogue", () => {
  it("the not-found boundary names the decoded service from the address", async () => {
    const { default: QuizNotFound } = await import("@/app/(quiz)/quiz/[service]/not-found");
    render(<QuizNotFound />);
    expect(screen.getByRole("heading", { name: 'Quiz für "küchen-xyz" nicht gefunden.' })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Alle Services/ })).toHaveAttribute("href", "/quiz");
  });

  it("the wizard module loads", async () => {
    const { QuizWizard } = await import("@/components/quiz/quiz-wizard");
    expect(typeof QuizWizard).toBe("function");
  });
});
