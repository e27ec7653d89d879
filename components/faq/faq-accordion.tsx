"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide";
import { CopyLinkButton } from "@/components/faq/copy-link-button";
import { SvgIcon } from "@/components/ui/icon";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { Ui } from "@/lib/content/types";

export interface FaqAccordionProps {
  /** Prefix of the ids that tie each question to its answer; unique on the page. */
  id: string;
  /** Each answer's paragraphs as HTML, rendered from the owner's Markdown at build time. */
  items: { question: string; answerHtml: string[] }[];
  /** The shop's profiles, under every answer. */
  profiles: { network: string; url: string }[];
  /** Share links for the page, on pages that offer them, with their words. */
  shares: { label: string; href: string }[];
  /** The page's canonical path, which Copy link copies. */
  path: string;
  /** The words under each answer (content/ui.yaml). */
  labels: Ui["faq"];
  /** Read by screen readers after each profile and share link. */
  newTabHint: string;
}

const pill =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50";

/**
 * An island: a Radix accordion, one item open at a time, collapsible, arrow keys / Home / End between questions.
 * forceMount keeps closed answers in the prerendered HTML, so crawlers read every answer, and with scripts off every
 * answer shows. Ids come from `id`, not from React, so they match between the page's render and the island's root.
 */
export function FaqAccordion({ id, items, profiles, shares, path, labels, newTabHint }: FaqAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger
                id={`${id}-question-${index}`}
                aria-controls={`${id}-answer-${index}`}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50"
              >
                {item.question}
                <SvgIcon
                  icon={ChevronDown}
                  className="size-5 text-brand-700 transition-transform group-data-[state=open]:rotate-180 noscript:hidden"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            id={`${id}-answer-${index}`}
            aria-labelledby={`${id}-question-${index}`}
            className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden noscript:block!"
          >
            <div className="space-y-3">
              {item.answerHtml.map((html) => (
                <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-600">{labels.follow}</span>
              {profiles.map((profile) => (
                <NewTabLink
                  key={profile.network}
                  href={profile.url}
                  hint={newTabHint}
                  rel="me"
                  className={pill}
                >
                  {profile.network}
                </NewTabLink>
              ))}
              {shares.map((link) => (
                <NewTabLink key={link.label} href={link.href} hint={newTabHint} className={pill}>
                  {link.label}
                </NewTabLink>
              ))}
              <CopyLinkButton path={path} labels={labels} className={pill} />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
