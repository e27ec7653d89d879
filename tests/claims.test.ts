// Claims the spec does not make live in content/claims.yaml: copy shows them by token, and the launch check lists
// every one the owner has not confirmed, like a placeholder.
import { describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load";
import { findPlaceholders } from "@/lib/content/placeholders";
import { append, expectProblem, freshRaw, problemsOf, SAMPLE } from "./content-helpers";

const { service: SERVICE } = SAMPLE;

describe("claims to confirm", () => {
  const withClaim = (confirmed: boolean) => {
    const raw = freshRaw();
    raw.claims = {
      ...(raw.claims as object),
      "free-coffee": { text: "a free coffee while you wait", confirmed },
    };
    append(raw.services[SERVICE], "faqs[0].answer[0]", "Enjoy {claim.free-coffee}.");
    return raw;
  };

  it("copy shows a claim's text where it uses its token", () => {
    const service = loadContent(withClaim(true)).services.find((s) => s.slug === SERVICE)!;
    expect(service.faqs?.[0]?.answer[0]).toMatch(/Enjoy a free coffee while you wait\.$/);
  });

  it("the launch check lists each unconfirmed claim, and not a confirmed one", () => {
    const listed = (confirmed: boolean) =>
      findPlaceholders(loadContent(withClaim(confirmed))).filter((p) => p.file === "content/claims.yaml");
    expect(listed(false)).toContainEqual({
      file: "content/claims.yaml",
      field: "free-coffee (confirmed: false)",
      value: "a free coffee while you wait",
    });
    expect(listed(true).map((p) => p.field)).not.toContain("free-coffee (confirmed: false)");
  });

  it("a claim without `confirmed` is refused, naming the file and the claim", () => {
    const raw = freshRaw();
    raw.claims = { ...(raw.claims as object), "free-coffee": { text: "a free coffee while you wait" } };
    expectProblem(problemsOf(raw), "content/claims.yaml", "claims", "free-coffee.confirmed", "is missing");
  });
});
