/**
 * The partner onboarding form in both languages (jsdom): WeTransfer link fields, single-choice
 * checkboxes, the required consent, the request, the success screen and the error toasts
 * (spec: public-side §2 "Partner onboarding", §4, §5, §8).
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { PartnerOnboardingForm } from "@/components/partner/partner-onboarding-form";
import type { OnboardingLanguage } from "@/lib/validation/partner-onboarding";
import { jsonResponse } from "../support/json-response";

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

// The form has seven sections; typing through it takes seconds on a busy CI machine.
jest.setTimeout(30_000);

function renderForm(language: OnboardingLanguage, commissionBps = 1000) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PartnerOnboardingForm language={language} contactEmail="partner@example.at" commissionBps={commissionBps} />
    </QueryClientProvider>,
  );
}

const group = (name: string) => screen.getByRole("group", { name });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  toastSuccess.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("German form (/partner-onboarding)", () => {
  it("states the commission rate of the settings in the payment section", () => {
    renderForm("de", 1250);
    expect(screen.getByText(/berechnen wir 12,5 % Provision \(brutto\)/)).toBeInTheDocument();
  });

  it("has the seven titled sections, the consent and the German submit button", () => {
    renderForm("de");
    for (const title of [
      "Unternehmen",
      "Nachweise und Referenzen",
      "Leistungen und Preise",
      "Kapazität und Verfügbarkeit",
      "Kommunikation und Arbeitsweise",
      "Zusätzliche Informationen",
      "Zahlung und Provision",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByRole("checkbox", {
        name: "Ich stimme der Verarbeitung meiner Daten gemäß der Datenschutzerklärung zu.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anmeldung absenden" })).toBeInTheDocument();
    const services = within(group("Welche Leistungen bieten Sie an?"));
    expect(services.getAllByRole("checkbox")).toHaveLength(SERVICE_CATALOGUE.length);
    expect(within(group("Renovierungen")).getByRole("checkbox", { name: "Badrenovierung" })).toBeInTheDocument();
    expect(within(group("Bevorzugte Kommunikationswege")).getAllByRole("checkbox")).toHaveLength(4);
  });

  it("shows a WeTransfer link field only while the WeTransfer option is chosen; checkboxes act as single choice", async () => {
    renderForm("de");
    const licence = within(group("Gewerbeberechtigung"));
    const wetransfer = licence.getByRole("checkbox", { name: "Per WeTransfer-Link" });
    const email = licence.getByRole("checkbox", { name: "Per E-Mail gesendet" });
    expect(screen.queryByLabelText("WeTransfer-Link zur Gewerbeberechtigung")).toBeNull();

    await act(async () => fireEvent.click(wetransfer));
    expect(wetransfer).toBeChecked();
    expect(field("WeTransfer-Link zur Gewerbeberechtigung")).toBeInTheDocument();
    // The liability question has its own link field, still hidden.
    expect(screen.queryByLabelText("WeTransfer-Link zur Versicherungsbestätigung")).toBeNull();

    // Unchecking the chosen option does nothing.
    await act(async () => fireEvent.click(wetransfer));
    expect(wetransfer).toBeChecked();
    expect(field("WeTransfer-Link zur Gewerbeberechtigung")).toBeInTheDocument();

    // Another option replaces the choice and hides the link field.
    await act(async () => fireEvent.click(email));
    expect(email).toBeChecked();
    expect(wetransfer).not.toBeChecked();
    expect(screen.queryByLabelText("WeTransfer-Link zur Gewerbeberechtigung")).toBeNull();

    await act(async () =>
      fireEvent.click(
        within(group("Haben Sie eine Preisliste?")).getByRole("checkbox", { name: "Ja, per WeTransfer-Link" }),
      ),
    );
    expect(field("WeTransfer-Link zur Preisliste")).toBeInTheDocument();
  });

  it("requires the consent and sends nothing without it", async () => {
    renderForm("de");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Anmeldung absenden" })));
    expect(screen.getByText("Sie müssen den Datenschutzbestimmungen zustimmen")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's German message in the error toast", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut." }),
    );
    renderForm("de");
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: /Ich stimme der Verarbeitung/ })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Anmeldung absenden" })));
    expect(toastError).toHaveBeenCalledWith("Fehler", {
      description: "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
    });
    expect(screen.getByRole("button", { name: "Anmeldung absenden" })).toBeEnabled();
  });
});

describe("English form (/partner-onboarding2)", () => {
  it("submits the English values, shows 'Submitting...' and then the success screen", async () => {
    let resolve!: (value: unknown) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm("en");

    fireEvent.change(field("Company name"), { target: { value: " Vienna Tiles Ltd " } });
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "hello@vienna-tiles.at" } });
    await act(async () =>
      fireEvent.click(within(group("Trade licence")).getByRole("checkbox", { name: "Via WeTransfer link" })),
    );
    fireEvent.change(field("WeTransfer link to your trade licence"), { target: { value: "we.tl/t-licence" } });
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Tiling" })));
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Phone" })));
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: "Within one week" })));
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: "We share our own calendar with you" })));
    await act(async () =>
      fireEvent.click(screen.getByRole("checkbox", { name: /I agree to the processing of my data/ })),
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit Application" })));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner-onboarding");
    const payload = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(payload).toMatchObject({
      companyName: "Vienna Tiles Ltd",
      email: "hello@vienna-tiles.at",
      businessLicense: "wetransfer_link",
      businessLicenseLink: "https://we.tl/t-licence",
      services: ["fliesen"],
      preferredChannels: ["phone"],
      typicalStartTime: "within_1_week",
      calendarSharing: "share_with_platform",
      privacyConsent: true,
    });
    expect(payload).not.toHaveProperty("address"); // empty answers are not sent
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();

    await act(async () => resolve(jsonResponse(201, { ok: true, id: 3 })));
    expect(toastSuccess).toHaveBeenCalledWith("Successfully submitted!");
    expect(screen.getByRole("heading", { name: "Thank you!" })).toHaveFocus();
    expect(screen.getByText(/get back to you within 2-3 business days/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
  });

  it("shows English validation and error messages", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: "Ein interner Fehler ist aufgetreten." }));
    renderForm("en");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit Application" })));
    expect(screen.getByText("You must agree to the privacy policy")).toBeInTheDocument();

    await act(async () =>
      fireEvent.click(screen.getByRole("checkbox", { name: /I agree to the processing of my data/ })),
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit Application" })));
    expect(toastError).toHaveBeenCalledWith("Error", { description: "An error occurred. Please try again." });
  });
});
