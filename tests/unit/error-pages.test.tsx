/**
 * The German error pages: message, "Erneut versuchen" calling Next's retry, the link
 * home, the error reference, and the header's brand taken from the document.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import PublicError from "@/app/(public)/error";
import GlobalError from "@/app/global-error";
import { ErrorHeader } from "@/components/errors/error-header";
import { ErrorMessage, errorDigest } from "@/components/errors/error-message";
import { LazyErrorPage } from "@/components/errors/lazy";

jest.mock("next/navigation", () => ({ usePathname: () => "/blog/x" }));

afterEach(() => document.head.querySelectorAll('meta[name="application-name"]').forEach((meta) => meta.remove()));

test("the message offers 'Erneut versuchen' (Next's retry) and a link home, in German", async () => {
  const retry = jest.fn();
  render(
    <ErrorMessage error={Object.assign(new Error("intern: connect ECONNREFUSED"), { digest: "4711" })} retry={retry} />,
  );
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

test("global-error renders its own German document around the lazily loaded error page", () => {
  const html = renderToStaticMarkup(<GlobalError error={new Error("x")} retry={() => undefined} />);
  expect(html).toMatch(/^<html lang="de-AT">(<head><\/head>)?<body class="min-h-dvh">/);
});

test("the root error page loads its screen on demand: header without navigation, message, both ways on", async () => {
  render(<LazyErrorPage error={new Error("x")} retry={() => undefined} withNavigation={false} />);
  expect(await screen.findByRole("heading", { level: 1, name: "Da ist etwas schiefgelaufen" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Startseite – zur Startseite" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
});

test("a group's error boundary shows the message inside the standing layout once loaded", async () => {
  render(<PublicError error={Object.assign(new Error("x"), { digest: "99" })} retry={() => undefined} />);
  expect(await screen.findByText("Fehlercode: 99")).toBeInTheDocument();
  expect(screen.queryByRole("banner")).not.toBeInTheDocument();
});
