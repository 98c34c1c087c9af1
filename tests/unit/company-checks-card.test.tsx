/**
 * The company's own checks in jsdom: why it gets no new leads (on the dashboard and the Prüfungen page), the
 * services its licence covers and not, and a new GISA number sent for a fresh check round.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { CompanyChecksCard, NoLeadsNotice } from "@/components/company/verification/company-checks-card";
import type { OwnVerification } from "@/lib/verification/types";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const paused: OwnVerification = {
  items: [
    {
      key: "gisa",
      label: "Gewerbeberechtigung (GISA)",
      state: "failed",
      text: "Maler und Anstreicher (beendet am 30.11.2026)",
      checkedAt: "2026-12-01T03:00:00.000Z",
    },
    {
      key: "insurance",
      label: "Haftpflichtversicherung",
      state: "ok",
      text: "Generali, gültig bis 31.03.2027",
      checkedAt: null,
    },
  ],
  gisaNumber: "10000002",
  licensedServices: [],
  unlicensedServices: ["maler"],
  insuranceValidUntil: "2027-03-31",
  leadsPausedAt: "2026-12-01T03:00:00.000Z",
  noLeadsBecause: ["Ihre Gewerbeberechtigung ist laut GISA nicht mehr aufrecht oder deckt Ihre Leistungen nicht ab."],
};

let requests: { method: string; url: string; body?: string }[] = [];
function mockFetch(verification: OwnVerification, post: { status: number; body: unknown } = { status: 202, body: {} }) {
  requests = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    if (init?.method === "POST") return jsonResponse(post.status, post.body);
    return jsonResponse(200, { verification });
  }) as unknown as typeof fetch;
}

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

it("the dashboard notice says why no new leads arrive and links to the checks", async () => {
  mockFetch(paused);
  renderWithClient(<NoLeadsNotice />);
  expect(await screen.findByText("Sie erhalten derzeit keine neuen Anfragen.")).toBeInTheDocument();
  expect(screen.getByText(/laut GISA nicht mehr aufrecht/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Prüfungen ansehen" })).toHaveAttribute(
    "href",
    "/company-dashboard/pruefungen",
  );
});

it("shows nothing on the dashboard while leads arrive", async () => {
  mockFetch({ ...paused, noLeadsBecause: [], licensedServices: ["maler"], unlicensedServices: [] });
  const { container } = renderWithClient(<NoLeadsNotice />);
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(container).toBeEmptyDOMElement();
});

it("lists the checks and the uncovered services, and sends a new GISA number; a refusal shows the server's text", async () => {
  mockFetch(paused, {
    status: 400,
    body: {
      message: "Bitte überprüfen Sie Ihre Eingaben.",
      errors: { gisaNumber: "Die GISA-Zahl besteht aus 5 bis 12 Ziffern (siehe GISA-Auszug)" },
    },
  });
  renderWithClient(<CompanyChecksCard />);
  expect(
    await screen.findByText("Maler und Anstreicher (beendet am 30.11.2026) · 01.12.2026, 04:00"),
  ).toBeInTheDocument();
  expect(screen.getByText("Keine Anfragen für (nicht von Ihrer Gewerbeberechtigung gedeckt)")).toBeInTheDocument();
  expect(screen.getByText("Maler")).toBeInTheDocument();
  const field = screen.getByLabelText("GISA-Zahl");
  expect(field).toHaveValue("10000002");
  await userEvent.clear(field);
  await userEvent.type(field, "12");
  await userEvent.click(screen.getByRole("button", { name: "Neu prüfen lassen" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/GISA-Zahl besteht|überprüfen Sie Ihre Eingaben/);
  expect(requests).toContainEqual({
    method: "POST",
    url: "/api/company/verification",
    body: JSON.stringify({ gisaNumber: "12" }),
  });
});
