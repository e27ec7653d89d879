import { test as base, expect } from "@playwright/test";
import type { Engine, EngineName, EnginePage } from "./driver";
import { launch } from "./launch";
import { Stage } from "./stage";

type Fixtures = {
  /** A fresh page of the project's engine, with scripts on. */
  site: EnginePage;
  /** A page of the same engine with JavaScript disabled. */
  siteWithoutScripts: EnginePage;
  /** The stage this test's pages read the site through: set its scene before opening a page. */
  stage: Stage;
  engineName: EngineName;
};

/**
 * The cross-engine checks: each written once against `EnginePage`, run by the `chromium`, `firefox` and `webkit`
 * projects (playwright.config.ts), each through its own engine's driver. After each test, no request may have
 * left for a host the pages are not expected to use.
 */
export const test = base.extend<Fixtures, { workerStage: Stage; engine: Engine }>({
  workerStage: [
    async ({}, use, workerInfo) => {
      const stage = await Stage.start(workerInfo.project.use.baseURL!);
      await use(stage);
      await stage.close();
    },
    { scope: "worker" },
  ],
  engine: [
    async ({ workerStage }, use, workerInfo) => {
      const engine = await launch(workerInfo.project.name as EngineName, workerStage);
      await use(engine);
      await engine.close();
    },
    // Starting a browser on a busy machine can take a while; this is not the time a check may take.
    { scope: "worker", timeout: 120_000 },
  ],
  stage: async ({ workerStage }, use) => {
    workerStage.reset();
    await use(workerStage);
    expect(workerStage.outsideRequests, "requests to hosts outside the site").toEqual([]);
  },
  engineName: async ({ engine }, use) => use(engine.name),
  site: async ({ engine, stage }, use) => {
    void stage;
    const page = await engine.newPage({ javaScript: true });
    await use(page);
    await page.close();
  },
  siteWithoutScripts: [
    async ({ engine, stage }, use) => {
      void stage;
      const page = await engine.newPage({ javaScript: false });
      await use(page);
      await page.close();
    },
    // The first asks Firefox and WebKit for a second browser, with scripts off.
    { timeout: 120_000 },
  ],
});

export { expect };
