import type { FullConfig } from "@playwright/test";
import { fetchServedPages } from "./served-pages";

/** Runs once, after the servers under test are up: fetches every page of each for the tests to share. */
export default async function globalSetup(config: FullConfig) {
  const baseURLs = new Set(config.projects.map((project) => project.use.baseURL));
  if (baseURLs.has(undefined)) throw new Error("playwright.config.ts must set use.baseURL in every project");
  await Promise.all([...baseURLs].map((baseURL) => fetchServedPages(baseURL!)));
}
