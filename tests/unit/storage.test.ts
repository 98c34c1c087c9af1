/**
 * lib/storage.ts: browser storage helpers that never throw.
 */
import { storageGet, storageRemove, storageSet } from "@/lib/storage";

const originalLocal = Object.getOwnPropertyDescriptor(window, "localStorage")!;
afterEach(() => {
  Object.defineProperty(window, "localStorage", originalLocal);
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

it("reads, writes and removes in local and session storage", () => {
  expect(storageSet("local", "k", "1")).toBe(true);
  expect(storageSet("session", "k", "2")).toBe(true);
  expect(window.localStorage.getItem("k")).toBe("1");
  expect(storageGet("session", "k")).toBe("2");
  expect(storageRemove("local", "k")).toBe(true);
  expect(storageGet("local", "k")).toBeNull();
  expect(storageGet("session", "missing")).toBeNull();
});

it("answers null/false instead of throwing when access to the storage throws (SecurityError)", () => {
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get: () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
  expect(storageGet("local", "k")).toBeNull();
  expect(storageSet("local", "k", "1")).toBe(false);
  expect(storageRemove("local", "k")).toBe(false);
});

it("answers false when a write fails (quota exceeded)", () => {
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("Quota exceeded", "QuotaExceededError");
  });
  expect(storageSet("session", "k", "x".repeat(10))).toBe(false);
  expect(storageGet("session", "k")).toBeNull();
});
