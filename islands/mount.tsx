import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates one island as a React root of its own, from the props the server wrote beside its HTML. Each root gets
 * its own id prefix, so ids that React generates cannot collide between islands on one page.
 */
export function mount(element: HTMLElement, Component: ComponentType<object>, index: number): void {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  hydrateRoot(element, <Component {...props} />, { identifierPrefix: `island${index}-` });
}
