import { Check, Link as LinkIcon } from "lucide";
import { useState } from "react";
import { SvgIcon } from "@/components/ui/icon";

/**
 * Copies the page's URL (its canonical path on the origin the visitor is on, so previews copy working links)
 * and says so, in text and to screen readers. Part of the FAQ island; hidden with scripts off, where it cannot work.
 */
export function CopyLinkButton({ path }: { path: string }) {
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
    <span className="inline-flex items-center gap-2 noscript:hidden">
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        <SvgIcon icon={state === "copied" ? Check : LinkIcon} className="size-4" />
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
