import type { ShopNotice } from "@/lib/content/types";

/**
 * The notice from content/notice.yaml (business.notice), on every page while it is current. It carries its window:
 * islands/site.ts shows it from its start and hides it at its end, so it comes and goes without a rebuild, and the
 * next build after its end drops it. It closes the main content and sticks to the bottom of the window, in view from
 * the first paint, so coming or going moves nothing above it. A status region, so screen readers announce it when
 * it appears.
 */
export function SiteNotice({ notice }: { notice: ShopNotice | null }) {
  if (!notice) return null;
  return (
    <div
      role="status"
      className="sticky bottom-0 z-30 bg-accent-300 text-brand-950 shadow-[0_-2px_8px_rgb(0_0_0/0.2)]"
      data-testid="site-notice"
      data-notice=""
      data-shown-from={notice.starts}
      data-shown-until={notice.ends}
      hidden={notice.startsAfterBuild}
    >
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm font-semibold sm:px-6">
        {notice.text}
        {notice.link && (
          <>
            {" "}
            <a href={notice.link.href} className="underline hover:no-underline">
              {notice.link.label}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
