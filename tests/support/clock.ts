/** Test helper: runs code with only the clock moved (the database driver's timers keep running). */

/** Runs `check` with `Date` moved `ms` ahead, then restores the real clock; returns what `check` returns. */
export async function later<T>(ms: number, check: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    doNotFake: [
      "nextTick",
      "setImmediate",
      "setTimeout",
      "setInterval",
      "clearTimeout",
      "clearInterval",
      "clearImmediate",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  });
  try {
    jest.setSystemTime(Date.now() + ms);
    return await check();
  } finally {
    jest.useRealTimers();
  }
}
