"use client";

import * as Accordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";

export interface FaqItem {
  question: string;
  /** Prerendered on the server; every answer is in the HTML even while closed. */
  answer: ReactNode;
}

/**
 * Radix accordion: one item open at a time, collapsible, arrow keys / Home / End between questions.
 * forceMount keeps closed answers in the prerendered HTML (hidden until opened), so crawlers read every answer.
 * `chevron` is the server-rendered open/closed marker shown beside each question.
 */
export function FaqAccordion({ items, chevron }: { items: FaqItem[]; chevron: ReactNode }) {
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
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50">
                {item.question}
                {chevron}
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
