import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import * as cheerio from "cheerio";
import { MAP_ORIGIN } from "@/lib/security-headers";

/** What a test changes in the pages it is served: engine-neutral, so every browser reads the same documents. */
interface Scene {
  /** The visitor's clock, stopped at this instant (ms since the epoch), as Playwright's `clock.setFixedTime`. */
  fixedTime?: number;
  /** Rewrites each HTML document (as the server sent it) before the browser reads it. */
  rewriteHtml?: (html: string) => string;
  /** Rewrites each stylesheet. */
  rewriteCss?: (css: string) => string;
  /** Paths answered with another path's response, as a host without those rules would. */
  answerWith?: Record<string, string>;
}

const CLOCK_PATH = "/__stage/clock.js";

/**
 * The stage every engine's browser reads the site through: a reverse proxy in front of the server under test that
 * applies the current test's scene, and the browsers' HTTP proxy for everything else, which it refuses, so no test
 * reaches another host. A refused request to a host the pages are expected to use (the map) is only blocked; any
 * other is recorded and fails the test. One stage per test worker; its tests run one at a time.
 */
export class Stage {
  scene: Scene = {};
  readonly outsideRequests: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    private readonly upstream: string,
  ) {}

  static async start(upstream: string): Promise<Stage> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const stage = new Stage(server, `http://localhost:${(server.address() as AddressInfo).port}`, upstream);
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      stage.handle(request, response).catch((error: Error) => {
        response.writeHead(502, { "content-type": "text/plain" }).end(`stage: ${error.message}`);
      });
    });
    // HTTPS to any other host arrives as CONNECT: refused.
    server.on("connect", (request: IncomingMessage, socket: Duplex) => {
      stage.outside(`https://${request.url}`);
      socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
    });
    return stage;
  }

  /** host:port for a browser's proxy settings. */
  get proxy(): string {
    return new URL(this.origin).host.replace("localhost", "127.0.0.1");
  }

  reset(): void {
    this.scene = {};
    this.outsideRequests.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private outside(url: string) {
    if (new URL(url).origin !== MAP_ORIGIN) this.outsideRequests.push(url);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    // A proxied request names its URL in full; the site's own requests may arrive either way.
    const url = new URL(request.url!, this.origin);
    if (url.port !== new URL(this.origin).port || !["localhost", "127.0.0.1"].includes(url.hostname)) {
      this.outside(url.href);
      response.writeHead(403, { "content-type": "text/plain" }).end("blocked by the test stage");
      return;
    }
    const { fixedTime, rewriteHtml, rewriteCss, answerWith } = this.scene;
    if (url.pathname === CLOCK_PATH) {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      response.end(fixedClockScript(Number(url.searchParams.get("at"))));
      return;
    }
    const path = answerWith?.[url.pathname] ?? `${url.pathname}${url.search}`;
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "host",
      ),
    );
    const upstream = await fetch(new URL(path, this.upstream), {
      method: request.method,
      headers: { ...headers, "accept-encoding": "identity" },
      redirect: "manual",
    });
    const outHeaders = Object.fromEntries(upstream.headers);
    delete outHeaders["content-encoding"];
    delete outHeaders["content-length"];
    if (outHeaders.location) outHeaders.location = outHeaders.location.replace(this.upstream, this.origin);
    let body = Buffer.from(await upstream.arrayBuffer());
    if (outHeaders["content-type"]?.startsWith("text/html") && (fixedTime !== undefined || rewriteHtml)) {
      let html = rewriteHtml ? rewriteHtml(body.toString("utf8")) : body.toString("utf8");
      if (fixedTime !== undefined) {
        const $ = cheerio.load(html);
        $("head").prepend(`<script src="${CLOCK_PATH}?at=${fixedTime}"></script>`);
        html = $.html();
      }
      body = Buffer.from(html);
      outHeaders["cache-control"] = "no-store";
    }
    if (outHeaders["content-type"]?.startsWith("text/css") && rewriteCss) {
      body = Buffer.from(rewriteCss(body.toString("utf8")));
      outHeaders["cache-control"] = "no-store";
    }
    response.writeHead(upstream.status, outHeaders).end(body);
  }
}

/**
 * A classic script, run before the site's module: `Date` stands still at one instant, as with Playwright's
 * `clock.setFixedTime`, in every engine. Served from the page's own origin, so the site's policy allows it.
 */
function fixedClockScript(at: number): string {
  return `(() => {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args) { args.length ? super(...args) : super(${at}); }
    static now() { return ${at}; }
  }
  globalThis.Date = FixedDate;
})();`;
}
