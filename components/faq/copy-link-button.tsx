"use client";

import { useState, type ReactNode } from "react";

/**
 * Copies the page's URL (its canonical path on the origin the visitor is on, so previews copy working links)
 * and says so, in text and to screen readers. The icons come rendered from the server.
 */
export function CopyLinkButton({
  path,
  icons,
}: {
  path: string;
  icons: { idle: ReactNode; copied: ReactNode };
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        {state === "copied" ? icons.copied : icons.idle}
        Copy link
      </button>
      <span role="status" className="text-sm text-slate-600">
        {state === "copied"
          ? "Link copied"
          : state === "failed"
            ? "Could not copy; copy the address bar instead"
            : ""}
      </span>
    </span>
  );
}
