/**
 * The "Mögliche Förderung" card: hidden without subsidies; amount, conditions, link, date and the notices.
 */
import { render, screen } from "@testing-library/react";
import { PossibleSubsidies, subsidyAmountText } from "@/components/subsidies/possible-subsidies";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";

const subsidy: PossibleSubsidy = {
  key: "wien-altersgerecht-bad",
  name: "Altersgerechter Umbau",
  provider: "Stadt Wien",
  status: "conditions-open",
  estimateCents: null,
  rateBps: 5000,
  maxCents: 750_000,
  conditionsToConfirm: ["Mindestens 60 Jahre."],
  openAnswers: ["age"],
  tierEstimates: [],
  labourMaterialSplitRequired: true,
  sourceUrl: "https://example.at/quelle",
  lastCheckedOn: "2026-12-05",
};

it("renders nothing when no subsidy applies", () => {
  const { container } = render(<PossibleSubsidies subsidies={[]} />);
  expect(container).toBeEmptyDOMElement();
});

it("shows programme, conditions, official link, date and that it is no promise", () => {
  render(<PossibleSubsidies subsidies={[subsidy]} />);
  expect(screen.getByRole("heading", { name: "Mögliche Förderung" })).toBeInTheDocument();
  expect(screen.getByText("Stadt Wien")).toBeInTheDocument();
  expect(screen.getByText("Mindestens 60 Jahre.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Offizielle Informationen" })).toHaveAttribute(
    "href",
    "https://example.at/quelle",
  );
  expect(screen.getByText("Stand der Angaben: 05.12.2026")).toBeInTheDocument();
  expect(screen.getByText("Keine Zusage – die Förderstelle entscheidet.")).toBeInTheDocument();
  expect(screen.getByText(/Arbeit und Material getrennt/)).toBeInTheDocument();
});

it("words the amount: estimate, range over variants, cap only, or unknown", () => {
  expect(subsidyAmountText({ ...subsidy, estimateCents: 420_000 })).toMatch(/^geschätzt bis zu €\s4\.200$/);
  expect(
    subsidyAmountText({
      ...subsidy,
      tierEstimates: [
        { label: "Budget", grossCents: 800_000, estimateCents: 400_000 },
        { label: "Premium", grossCents: 2_000_000, estimateCents: 750_000 },
      ],
    }),
  ).toMatch(/^geschätzt €\s4\.000 bis €\s7\.500 \(je nach Variante\)$/);
  expect(subsidyAmountText(subsidy)).toMatch(/^höchstens €\s7\.500 – Höhe hängt von den förderbaren Kosten ab$/);
  expect(subsidyAmountText({ ...subsidy, maxCents: null })).toBe("Höhe hängt von den förderbaren Kosten ab");
});
