/** The site visit's state on a company's lead card (jsdom): the badge only when the lead list sends a visit. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { LeadCard } from "@/components/company/lead-card";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { formatVisitTime } from "@/lib/domain/site-visits";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/company-dashboard",
}));

const lead: CompanyLead = {
  id: 31,
  serviceType: "maler",
  zipCode: "1050",
  projectType: null,
  stage: null,
  style: null,
  size: null,
  keepInstallations: null,
  budget: null,
  name: "Eva",
  email: "",
  phone: "",
  quizAnswers: {},
  status: "Offen",
  aiOfferLinkId: null,
  createdAt: "2026-05-01T08:00:00.000Z",
  assignedAt: "2026-05-01T09:00:00.000Z",
};

function renderCard(value: CompanyLead) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LeadCard lead={value} onShowDetails={() => undefined} now={Date.now()} />
    </QueryClientProvider>,
  );
}

it("shows the booked time of the site visit", () => {
  renderCard({
    ...lead,
    siteVisit: { status: "booked", startsAt: "2027-03-12T08:00:00.000Z", durationMinutes: 60 },
  });
  const card = within(screen.getByRole("article"));
  expect(card.getByTestId("lead-site-visit")).toHaveTextContent(
    `Besichtigung: ${formatVisitTime("2027-03-12T08:00:00.000Z", 60)}`,
  );
  expect(card.getByTestId("lead-site-visit")).toHaveTextContent("12.03.2027, 09:00–10:00 Uhr");
});

it("shows a waiting visit and no badge without a visit", () => {
  const { unmount } = renderCard({ ...lead, siteVisit: { status: "proposed", startsAt: null, durationMinutes: null } });
  expect(screen.getByTestId("lead-site-visit")).toHaveTextContent("Besichtigung: wartet auf die Auswahl des Kunden");
  unmount();
  renderCard({ ...lead, siteVisit: null });
  expect(screen.queryByTestId("lead-site-visit")).not.toBeInTheDocument();
});
