/**
 * The review screens in jsdom: the star choice is a keyboard-operable radio group and
 * the form sends only valid reviews; a used link shows the server's German message; the company
 * answers only after the confirmation; the admin's decision needs a reason and is sent with it.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { ReviewsSection } from "@/components/admin/reviews/reviews-section";
import { CompanyReviews } from "@/components/reviews/company-reviews";
import { ReviewForm } from "@/components/reviews/review-form";
import type { AdminReviewItem, CompanyReviewItem } from "@/lib/domain/reviews";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/",
}));

type Answer = { status: number; body: unknown };
const requests: { method: string; url: string; body?: unknown }[] = [];

function mockFetch(handler: (method: string, path: string) => Answer | undefined) {
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = url.split("?")[0]!;
    requests.push({ method, url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = handler(method, path) ?? { status: 200, body: {} };
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: "",
      headers: { get: () => null },
      text: async () => text,
      json: async () => answer.body,
    };
  }) as unknown as typeof fetch;
}

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const TOKEN = "A".repeat(43);

describe("ReviewForm", () => {
  it("chooses stars with the arrow keys and sends the review once it is valid", async () => {
    mockFetch(() => ({ status: 201, body: { reviewId: 5 } }));
    const user = userEvent.setup();
    renderWithClient(<ReviewForm token={TOKEN} companyName="Maler Huber" />);

    const group = screen.getByRole("group", { name: "Wie zufrieden waren Sie?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-label") ?? radio.closest("label")?.textContent)).toEqual([
      "1 von 5 Sternen",
      "2 von 5 Sternen",
      "3 von 5 Sternen",
      "4 von 5 Sternen",
      "5 von 5 Sternen",
    ]);

    await user.click(screen.getByRole("button", { name: "Bewertung veröffentlichen" }));
    expect(await screen.findByText("Bitte vergeben Sie 1 bis 5 Sterne")).toBeInTheDocument();
    expect(screen.getByText("Der Titel muss mindestens 3 Zeichen haben")).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "3 von 5 Sternen" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 von 5 Sternen" })).toBeChecked();
    await user.type(screen.getByLabelText("Titel"), "Sehr zufrieden");
    await user.type(screen.getByLabelText("Ihre Erfahrung"), "Alles wie besprochen, sauber und pünktlich.");
    await user.click(screen.getByRole("button", { name: "Bewertung veröffentlichen" }));

    expect(await screen.findByRole("heading", { name: "Vielen Dank für Ihre Bewertung!" })).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: "POST",
        url: `/api/reviews/invitation/${TOKEN}`,
        body: { rating: 4, title: "Sehr zufrieden", body: "Alles wie besprochen, sauber und pünktlich." },
      },
    ]);
  });

  it("shows the server's German message when the link was used already", async () => {
    mockFetch(() => ({ status: 409, body: { message: "Für diesen Auftrag wurde bereits eine Bewertung abgegeben." } }));
    const user = userEvent.setup();
    renderWithClient(<ReviewForm token={TOKEN} companyName="Maler Huber" />);
    await user.click(screen.getByRole("radio", { name: "5 von 5 Sternen" }));
    await user.type(screen.getByLabelText("Titel"), "Top");
    await user.type(screen.getByLabelText("Ihre Erfahrung"), "Hervorragende Arbeit, sehr zu empfehlen.");
    await user.click(screen.getByRole("button", { name: "Bewertung veröffentlichen" }));
    expect(await screen.findByText("Für diesen Auftrag wurde bereits eine Bewertung abgegeben.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bewertung veröffentlichen" })).toBeDisabled();
  });
});

const companyReview: CompanyReviewItem = {
  id: 11,
  rating: 2,
  title: "Verspätet",
  body: "Die Arbeiten haben zwei Wochen länger gedauert als vereinbart.",
  authorName: "Anna M.",
  serviceLabel: "Maler",
  jobMonth: "2026-03",
  createdAt: "2026-05-31T10:00:00.000Z",
  hiddenAt: null,
  reply: null,
  repliedAt: null,
};

describe("CompanyReviews", () => {
  it("answers a review only after the confirmation", async () => {
    let replied = false;
    mockFetch((method, path) => {
      if (method === "POST") {
        replied = true;
        return { status: 200, body: { reply: "Das tut uns leid.", repliedAt: "2026-06-01T10:00:00.000Z" } };
      }
      if (path === "/api/company/reviews") {
        const review = replied
          ? { ...companyReview, reply: "Das tut uns leid.", repliedAt: "2026-06-01T10:00:00.000Z" }
          : companyReview;
        return {
          status: 200,
          body: { reviews: [review], total: 1, page: 1, pageSize: 10, visibleCount: 1, averageRating: 2 },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithClient(<CompanyReviews />);

    expect(await screen.findByRole("heading", { name: "Verspätet" })).toBeInTheDocument();
    expect(screen.getByText("1 veröffentlichte Bewertung, Durchschnitt 2 von 5 Sternen")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Öffentlich antworten"), "Das tut uns leid.");
    await user.click(screen.getByRole("button", { name: "Antwort veröffentlichen" }));
    const dialog = await screen.findByRole("dialog", { name: "Antwort veröffentlichen?" });
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Endgültig veröffentlichen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === "POST")).toEqual([
      { method: "POST", url: "/api/company/reviews/11/reply", body: { reply: "Das tut uns leid." } },
    ]);
    expect(await screen.findByText("Das tut uns leid.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Öffentlich antworten")).not.toBeInTheDocument();
  });
});

const adminReview: AdminReviewItem = {
  id: 21,
  companyId: 4,
  companyName: "Maler Huber",
  rating: 1,
  title: "Frechheit",
  body: "Unverschämtes Verhalten auf der Baustelle, nie wieder.",
  authorName: "Bernd K.",
  serviceLabel: "Maler",
  jobMonth: "2026-03",
  createdAt: "2026-05-31T10:00:00.000Z",
  hiddenAt: null,
  reply: null,
  openReports: 1,
  reports: [
    {
      id: 1,
      reason: "Das ist eine Beleidigung.",
      reporterEmail: "melder@example.at",
      createdAt: "2026-06-01T10:00:00.000Z",
      decision: null,
      decisionReason: null,
      decidedAt: null,
      decidedByEmail: null,
    },
  ],
};

describe("ReviewsSection (admin)", () => {
  it("removes a reported review only with a reason", async () => {
    mockFetch((method, path) => {
      if (path === "/api/admin/reviews")
        return { status: 200, body: { reviews: [adminReview], total: 1, page: 1, pageSize: 25 } };
      if (method === "POST")
        return {
          status: 200,
          body: { reviewId: 21, decision: "removed", decidedReports: 1, hiddenAt: "2026-06-02T10:00:00.000Z" },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewsSection />);

    const card = await screen.findByTestId("admin-review-21");
    expect(within(card).getByText("Das ist eine Beleidigung.")).toBeInTheDocument();
    expect(within(card).getByText("melder@example.at")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Bewertung entfernen" }));
    const dialog = await screen.findByRole("dialog", { name: "Bewertung entfernen?" });
    await user.click(within(dialog).getByRole("button", { name: "Bewertung entfernen" }));
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox"), "Beleidigende Aussagen");
    await user.click(within(dialog).getByRole("button", { name: "Bewertung entfernen" }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === "POST")).toEqual([
        {
          method: "POST",
          url: "/api/admin/reviews/21/decision",
          body: { decision: "removed", reason: "Beleidigende Aussagen" },
        },
      ]),
    );
  });
});
