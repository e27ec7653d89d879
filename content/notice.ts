import type { NoticeInput } from "@/lib/content/site-schema";

/**
 * A line at the top of every page, from `starts` until `ends` (the shop's clock), or null for none. It appears and
 * disappears on its own at those times; the next build drops it once it has ended. For example:
 *
 *   {
 *     text: "Closed Friday, December 11 from noon for a staff training. Drop-offs resume Saturday at 10 AM.",
 *     link: { label: "Call ahead", href: "/contact" },
 *     starts: "2026-12-07T09:00",
 *     ends: "2026-12-11T17:00",
 *   }
 */
const notice: NoticeInput = null;

export default notice;
