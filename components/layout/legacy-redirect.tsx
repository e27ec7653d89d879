"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { legacyTarget } from "@/lib/legacy-redirects";

/**
 * For hosts that run no redirect rules: sends an old ASP address to its new page in the browser,
 * replacing the history entry so Back does not return to the old address.
 */
export function LegacyRedirect({ fallback }: { fallback?: string }) {
  const router = useRouter();
  useEffect(() => {
    const target =
      legacyTarget(window.location.pathname, new URLSearchParams(window.location.search)) ?? fallback;
    if (target) router.replace(target);
  }, [router, fallback]);
  return null;
}
