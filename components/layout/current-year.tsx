"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The visitor's current year: the prerendered HTML says the build year until the page hydrates. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
