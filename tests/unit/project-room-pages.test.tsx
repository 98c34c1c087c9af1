/**
 * The pages around "Mein Projekt": /mein-projekt/{token} renders per request,
 * not indexed, answers notFound() for a token that opens nothing and renders the room otherwise; no
 * Referer leaves /mein-projekt/*; /danke and /datenschutz tell the customer about the confirmation
 * e-mail, the project room, the access cookie and how to exercise the rights there.
 */
import { render, screen, within } from "@testing-library/react";
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import ProjectRoomPage, { dynamic, metadata } from "@/app/(public)/mein-projekt/[token]/page";
import ProjectLinksPage, { metadata as linksMetadata } from "@/app/(public)/mein-projekt/page";
import DankePage from "@/app/(public)/danke/page";
import { privacyDocument, type LegalText } from "@/lib/content/legal";
import type { ProjectRoom } from "@/lib/project-room/room";
import { EMPTY_IMPRINT_SETTINGS } from "@/lib/domain/settings";
import { securityHeaderRoutes } from "@/lib/security/headers.mjs";

const openProjectRoom = jest.fn();
jest.mock("@/lib/project-room/room", () => ({ openProjectRoom: (...args: unknown[]) => openProjectRoom(...args) }));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const TOKEN = "x".repeat(43);

const room: ProjectRoom = {
  projectId: 9,
  serviceType: "maler",
  serviceLabel: "Malerarbeiten",
  zipCode: "1070",
  name: "Karl Novak",
  email: "karl@example.at",
  phone: "01 5551234",
  createdAt: "2026-11-25T15:05:00.000Z",
  answers: [],
  consent: { acceptedAt: "2026-11-25T15:05:00.000Z", privacyPolicyVersion: "2025-07" },
  status: "Offen",
  emailConfirmedAt: null,
  withdrawnAt: null,
  steps: [{ key: "received", label: "Anfrage eingegangen", at: "2026-11-25T15:05:00.000Z" }],
  companies: [],
  hire: null,
  hasBathroomOffers: false,
  subsidies: [],
  offers: null,
  links: [],
};

describe("/mein-projekt/{token}", () => {
  beforeEach(() => openProjectRoom.mockReset());

  it("renders per request and is neither indexed nor a Referer source", () => {
    expect(dynamic).toBe("force-dynamic");
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.referrer).toBe("no-referrer");
    expect(linksMetadata.robots).toEqual({ index: false, follow: false });
  });

  it("answers notFound() for a token that opens no project", async () => {
    openProjectRoom.mockResolvedValue(null);
    await expect(ProjectRoomPage({ params: Promise.resolve({ token: "falsch" }) })).rejects.toThrow("NEXT_NOT_FOUND");
    expect(openProjectRoom).toHaveBeenCalledWith("falsch");
  });

  it("renders the room of the token", async () => {
    openProjectRoom.mockResolvedValue(room);
    const { QueryClient, QueryClientProvider } = await import("@tanstack/react-query");
    render(
      <QueryClientProvider client={new QueryClient()}>
        {await ProjectRoomPage({ params: Promise.resolve({ token: TOKEN }) })}
      </QueryClientProvider>,
    );
    expect(openProjectRoom).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Malerarbeiten in 1070");
    expect(screen.getByRole("link", { name: "Meine Daten herunterladen" })).toHaveAttribute(
      "href",
      `/api/mein-projekt/${TOKEN}/export`,
    );
  });

  it("sends Referrer-Policy: no-referrer from /mein-projekt and every room", () => {
    const referrerPolicy = (pathname: string) => {
      let value: string | undefined;
      for (const route of securityHeaderRoutes()) {
        if (route.has || !new RegExp(buildCustomRoute("header", route).regex).test(pathname)) continue;
        value = route.headers.find((header) => header.key === "Referrer-Policy")?.value ?? value;
      }
      return value;
    };
    expect(referrerPolicy(`/mein-projekt/${TOKEN}`)).toBe("no-referrer");
    expect(referrerPolicy("/mein-projekt")).toBe("no-referrer");
    expect(referrerPolicy("/mein-projekte-anders")).toBe("strict-origin-when-cross-origin");
  });
});

describe("/mein-projekt", () => {
  it("is the link request form", async () => {
    const { QueryClient, QueryClientProvider } = await import("@tanstack/react-query");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProjectLinksPage />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Links zu meinen Anfragen anfordern" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Links zu meinen Anfragen anfordern" })).toContainElement(
      screen.getByLabelText("E-Mail-Adresse"),
    );
  });
});

describe("texts about the confirmation e-mail and the project room", () => {
  it("/danke names the e-mail with the Mein Projekt link and where to ask for it again", () => {
    render(<DankePage />);
    const note = screen.getByRole("heading", { name: "Bestätigung per E-Mail" }).parentElement!;
    expect(note).toHaveTextContent(
      "Wir haben Ihnen eine E-Mail mit Ihren Angaben und Ihrem persönlichen Link zu „Mein Projekt“ geschickt.",
    );
    expect(within(note).getByRole("link", { name: "fordern Sie den Link neu an" })).toHaveAttribute(
      "href",
      "/mein-projekt",
    );
  });

  it("/datenschutz describes the project room, the access cookie (name, purpose, 90 days) and the rights there", () => {
    const document = privacyDocument({
      contact: {
        phone: "+43 1 2345678",
        email: "datenschutz@example.at",
        whatsapp: "",
        street: "",
        zipCity: "",
        openingHours: [],
      },
      imprint: EMPTY_IMPRINT_SETTINGS,
    });
    expect(document.sections).toHaveLength(11); // public-side.md §2: 11 sections
    const flat = (text: LegalText) =>
      typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : part.text)).join("");
    const sectionText = (title: string) => {
      const section = document.sections.find((candidate) => candidate.title === title);
      if (!section) throw new Error(`section ${title} missing`);
      return section.blocks
        .map((block) =>
          block.type === "paragraph" ? flat(block.text) : block.type === "list" ? block.items.map(flat).join("\n") : "",
        )
        .join("\n");
    };
    expect(sectionText("Zwecke der Verarbeitung")).toMatch(
      /„Mein Projekt“: Nach dem Absenden einer Projektanfrage schicken wir Ihnen eine Bestätigung/,
    );
    expect(sectionText("Cookies und lokale Speicherung")).toMatch(
      /Projektzugang \(Cookie „projekt_zugang“\): .*Angebote öffnen darf.* gilt 90 Tage\./,
    );
    const rights = sectionText("Ihre Rechte");
    expect(rights).toMatch(/„Anfrage zurückziehen“ widerruft Ihre Einwilligung/);
    expect(rights).toMatch(/„Meine Daten herunterladen“/);
    expect(rights).toMatch(/„Meine Daten löschen“ löscht Ihre Daten sofort/);
    expect(rights).toMatch(/datenschutz@example\.at schreiben\. Wir antworten innerhalb eines Monats\./);
  });
});
