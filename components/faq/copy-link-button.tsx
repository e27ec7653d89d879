import { Check, Link as LinkIcon } from "lucide";
import { useState } from "react";
import { SvgIcon } from "@/components/ui/icon";
import type { Ui } from "@/lib/content/types";

/**
 * Copies the page's URL (its canonical path on the origin the visitor is on, so previews copy working links)
 * and says so, in text and to screen readers. Part of the FAQ island; hidden with scripts off, where it cannot work.
 */
export function CopyLinkButton({
  path,
  labels,
  className,
}: {
  path: string;
  labels: Pick<Ui["faq"], "copyLink" | "copied" | "copyFailed">;
  /** The look it shares with the links beside it. */
  className: string;
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
    <span className="inline-flex items-center gap-2 noscript:hidden">
      <button type="button" onClick={copy} className={`gap-1.5 ${className}`}>
        <SvgIcon icon={state === "copied" ? Check : LinkIcon} className="size-4" />
        {labels.copyLink}
      </button>
      <span role="status" className="text-sm text-slate-600">
        {state === "copied" ? labels.copied : state === "failed" ? labels.copyFailed : ""}
      </span>
    </span>
  );
}
