"use client";

import { useEffect } from "react";

/** Leaves the missing path in the console, where the owner or a developer debugging a bad link will look. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
