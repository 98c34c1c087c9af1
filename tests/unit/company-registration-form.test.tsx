/**
 * The registration form of /unternehmen as a company uses it (jsdom): hidden until a call to
 * action, focus on the first field, cancel, German messages, the request, the sending state,
 * success and failure toasts (spec: authenticated-side §1, §4, §5, §8).
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { RegistrationSection } from "@/components/partner/registration-section";
import { RegistrationCta, RegistrationVisibilityProvider } from "@/components/partner/registration-visibility";
import { jsonResponse } from "../support/json-response";

// The form lists every catalogue service (about 40 checkboxes): role queries over it take seconds
// on a loaded CI machine.
jest.setTimeout(20_000);

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RegistrationVisibilityProvider>
        <RegistrationCta>Jetzt Partner werden</RegistrationCta>
        <RegistrationSection />
      </RegistrationVisibilityProvider>
    </QueryClientProvider>,
  );
}

const cta = () => screen.getByRole("button", { name: "Jetzt Partner werden" });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const form = () => screen.queryByRole("form", { name: "Jetzt als Partner registrieren" });

async function openForm() {
  await act(async () => {
    fireEvent.click(cta());
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

function fillValid() {
  fireEvent.change(field("Firmenname"), { target: { value: " Tischlerei Bauer " } });
  fireEvent.change(field("Ansprechpartner"), { target: { value: "Eva Bauer" } });
  fireEvent.change(field("E-Mail"), { target: { value: "eva@tischlerei-bauer.at" } });
  fireEvent.change(field("Telefon"), { target: { value: "+43 664 1112233" } });
  fireEvent.change(field("Adresse"), { target: { value: "Hauptstraße 5" } });
  fireEvent.change(field("PLZ"), { target: { value: "1220" } });
  fireEvent.change(field("Stadt"), { target: { value: "Wien" } });
  fireEvent.click(screen.getByLabelText("Zimmerer"));
  fireEvent.click(screen.getByLabelText("Fenster & Türen"));
  fireEvent.change(field("GISA-Zahl"), { target: { value: " 10000005 " } });
  fireEvent.change(field("UID-Nummer (optional)"), { target: { value: "ATU 1234 5678" } });
  fireEvent.change(field("Berufserfahrung"), { target: { value: "20+" } });
  fireEvent.change(field("Anzahl Mitarbeiter"), { target: { value: "6-10" } });
  fireEvent.change(field("Beschreibung Ihres Unternehmens"), {
    target: { value: "Tischlerei mit eigener Werkstatt in Donaustadt." },
  });
  fireEvent.click(screen.getByLabelText("Ich akzeptiere die AGB und Datenschutzerklärung"));
}

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  toastSuccess.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("registration form on /unternehmen", () => {
  it("is hidden until a call to action is clicked, then focuses its first field", async () => {
    renderPage();
    expect(form()).toBeNull();
    expect(cta()).toHaveAttribute("aria-expanded", "false");

    await openForm();
    expect(form()).toBeInTheDocument();
    expect(cta()).toHaveAttribute("aria-expanded", "true");
    expect(field("Firmenname")).toHaveFocus();
  });

  it("offers every catalogue service by category (spec wording where it has one), the experience and employee choices and links to AGB and Datenschutz", async () => {
    renderPage();
    await openForm();
    const services = within(screen.getByRole("group", { name: "Leistungen" })).getAllByRole("checkbox");
    expect(services).toHaveLength(SERVICE_CATALOGUE.length);
    const installations = within(screen.getByRole("group", { name: "Installationen" }));
    expect(installations.getByRole("checkbox", { name: "Elektroinstallation" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "Kleinarbeiten" })).getByRole("checkbox", {
        name: "Malerei & Lackierung",
      }),
    ).toBeInTheDocument();
    expect(
      within(field("Berufserfahrung"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Bitte wählen", "1-2 Jahre", "3-5 Jahre", "6-10 Jahre", "11-20 Jahre", "Mehr als 20 Jahre"]);
    expect(within(field("Anzahl Mitarbeiter")).getAllByRole("option")).toHaveLength(6);
    expect(field("E-Mail")).toHaveAttribute("type", "email");
    expect(screen.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
  });

  it("'Abbrechen' hides the form and returns focus to the call to action", async () => {
    renderPage();
    await openForm();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(form()).toBeNull();
    expect(cta()).toHaveFocus();
  });

  it("an empty submit shows the German messages and sends nothing", async () => {
    renderPage();
    await openForm();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Registrierung absenden" })));
    for (const message of [
      "Firmenname muss mindestens 2 Zeichen haben",
      "Gültige E-Mail-Adresse erforderlich",
      "Mindestens ein Service muss ausgewählt werden",
      "Die GISA-Zahl besteht aus 5 bis 12 Ziffern (siehe GISA-Auszug)",
      "Bitte wählen Sie Ihre Berufserfahrung aus",
      "Beschreibung sollte mindestens 20 Zeichen haben",
      "AGB müssen akzeptiert werden",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field("Firmenname")).toHaveAttribute("aria-invalid", "true");
    expect(field("Firmenname")).toHaveAccessibleDescription("Firmenname muss mindestens 2 Zeichen haben");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the trimmed registration, shows the sending state, then the success toast and hides the form", async () => {
    let resolve!: (value: unknown) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    await openForm();
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Registrierung absenden" })));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/companies/register");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      companyName: "Tischlerei Bauer",
      contactPerson: "Eva Bauer",
      email: "eva@tischlerei-bauer.at",
      phone: "+436641112233",
      address: "Hauptstraße 5",
      city: "Wien",
      zipCode: "1220",
      services: ["zimmermann", "pvc-fenster"],
      gisaNumber: "10000005",
      vatId: "ATU12345678",
      experience: "20+",
      employees: "6-10",
      description: "Tischlerei mit eigener Werkstatt in Donaustadt.",
      acceptTerms: true,
      website: "",
    });
    const sending = screen.getByRole("button", { name: "Wird gesendet..." });
    expect(sending).toBeDisabled();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeDisabled();

    await act(async () => resolve(jsonResponse(201, { ok: true, id: 7 })));
    expect(toastSuccess).toHaveBeenCalledWith("Registrierung erfolgreich!", {
      description: "Wir melden uns in Kürze bei Ihnen.",
    });
    expect(form()).toBeNull();
  });

  it("a failure keeps the form, shows server field messages and the destructive toast", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: "Bitte überprüfen Sie Ihre Eingaben.",
        errors: { zipCode: "PLZ muss mindestens 4 Zeichen haben" },
      }),
    );
    renderPage();
    await openForm();
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Registrierung absenden" })));

    expect(toastError).toHaveBeenCalledWith("Fehler bei der Registrierung", {
      description: "Bitte versuchen Sie es später erneut.",
    });
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(form()).toBeInTheDocument();
    expect(screen.getByText("PLZ muss mindestens 4 Zeichen haben")).toBeInTheDocument();
    expect(field("PLZ")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Registrierung absenden" })).toBeEnabled();
  });
});
