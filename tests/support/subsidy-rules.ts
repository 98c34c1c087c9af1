/** The admin API body of a subsidy rule valid since 2026 (tests only); `overrides` replace fields. */
export function subsidyRuleBody(key: string, overrides: Record<string, unknown> = {}) {
  return {
    key,
    name: `Testförderung ${key}`,
    provider: "Stadt Wien",
    services: ["maler"],
    rateBps: 5000,
    maxCents: 750_000,
    conditions: { minAge: 60 },
    conditionsText: ["Mindestens 60 Jahre."],
    labourMaterialSplitRequired: true,
    sourceUrl: "https://example.at/foerderung",
    validFrom: "2026-01-01",
    validTo: null,
    lastCheckedOn: "2026-12-05",
    active: true,
    ...overrides,
  };
}
