// The open-now line's expected text, in content/ui.yaml's words: for the unit tests of its logic and the browser
// tests alike, so neither writes the words out. No test runner's imports: e2e/ uses it too.
import type { OpenStatusWords } from "@/lib/hours";
import { fillSlots } from "@/lib/slots";

/** The days of the week as the schedule numbers them. */
export const WEEKDAY = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const;

/**
 * The open-now line a visitor should read, in content/ui.yaml's words (whatever they are): open until a time
 * (for a special day's reason), or closed now, all day or for a reason, until the next opening, today or on a
 * weekday. What the tests of the line expect (tests/ and e2e/), with the times written out.
 */
export function openNowLines(words: OpenStatusWords) {
  // "1:00 PM" reads with the words' `at.one`, any other hour with `at.other`.
  const at = (time: string) =>
    fillSlots(Number(time.split(":")[0]) === 1 ? words.at.one : words.at.other, { time });
  return {
    open: (time: string, reason?: string) => {
      const closes = at(time);
      return {
        open: true,
        text: reason ? fillSlots(words.openFor, { closes, reason }) : fillSlots(words.open, { closes }),
      };
    },
    closed: ({
      today,
      reason,
      opens,
    }: {
      /** Closed all day (a weekday the shop does not open, or a special day). */
      today?: true;
      /** The special day's reason: closed all day for it. */
      reason?: string;
      /** The next opening: today or a weekday (0 = Sunday), and its time. */
      opens?: [day: number | "today", time: string];
    }) => {
      const status = reason
        ? fillSlots(words.closedTodayFor, { reason })
        : today
          ? words.closedToday
          : words.closedNow;
      if (!opens) return { open: false, text: status };
      const [day, time] = opens;
      return {
        open: false,
        text:
          day === "today"
            ? fillSlots(words.opensToday, { status, opens: at(time) })
            : fillSlots(words.opensOn, { status, day: words.weekdays[day]!, opens: at(time) }),
      };
    },
  };
}
