import type { FullConfig } from "@playwright/test";
import { fetchServedPages } from "./served-pages";

/** Runs once, after the server under test is up: fetches every page for the tests to share. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts must set use.baseURL");
  await fetchServedPages(baseURL);
}
