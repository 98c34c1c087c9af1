/**
 * The German error pages (issue 12 §6): message, "Erneut versuchen" calling Next's retry, the link
 * home, the error reference, and the header's brand taken from the document.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import GlobalError from "@/app/global-error";
import { ErrorHeader } from "@/components/errors/error-header";
import { ErrorMessage, errorDigest } from "@/components/errors/error-message";

jest.mock("next/navigation", () => ({ usePathname: () => "/blog/x" }));

afterEach(() => document.head.querySelectorAll('meta[name="application-name"]').forEach((meta) => meta.remove()));

test("the message offers 'Erneut versuchen' (Next's retry) and a link home, in German", async () => {
  const retry = jest.fn();
  render(<ErrorMessage error={Object.assign(new Error("intern: connect ECONNREFUSED"), { digest: "4711" })} retry={retry} />);
  expect(screen.getByRole("heading", { level: 1, name: "Da ist etwas schiefgelaufen" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  // The reference for the server log is shown, the internal message is not.
  expect(screen.getByText("Fehlercode: 4711")).toBeInTheDocument();
  expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test("errorDigest reads only a non-empty string digest", () => {
  expect(errorDigest(Object.assign(new Error("x"), { digest: "abc" }))).toBe("abc");
  expect(errorDigest(new Error("x"))).toBeUndefined();
  expect(errorDigest("a string was thrown")).toBeUndefined();
  expect(errorDigest({ digest: 42 })).toBeUndefined();
  expect(errorDigest(null)).toBeUndefined();
});

test("the error header takes the brand from the document's application-name", () => {
  const meta = document.createElement("meta");
  meta.name = "application-name";
  meta.content = "Testmarke";
  document.head.append(meta);
  render(<ErrorHeader withNavigation={false} />);
  expect(screen.getByRole("link", { name: "Testmarke – zur Startseite" })).toHaveAttribute("href", "/");
});

test("without the tag (global-error's own document) the logo reads 'Startseite'", () => {
  render(<ErrorHeader withNavigation={false} />);
  expect(screen.getByRole("link", { name: "Startseite – zur Startseite" })).toHaveAttribute("href", "/");
});

test("global-error renders its own German document with the message and both ways on", () => {
  const html = renderToStaticMarkup(<GlobalError error={new Error("x")} retry={() => undefined} />);
  expect(html).toMatch(/^<html lang="de-AT">/);
  expect(html).toContain("<title>Ein Fehler ist aufgetreten</title>");
  expect(html).toContain("Da ist etwas schiefgelaufen");
  expect(html).toContain("Erneut versuchen");
  expect(html).toContain('href="/"');
  expect(html).not.toMatch(/Application error/i);
});
