"use client";
/**
 * Timer for the radio auto-advance: `schedule` runs `callback` after AUTO_ADVANCE_MS; a new `schedule` or `cancel`
 * (call it on every step change) drops the pending one. Cleared on unmount.
 */
import { useCallback, useEffect, useRef } from "react";
import { AUTO_ADVANCE_MS } from "@/lib/domain/quiz-steps";

export function useAutoAdvance(delayMs: number = AUTO_ADVANCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(
    (callback: () => void) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        callback();
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
