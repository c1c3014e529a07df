import { createContext, createElement, use } from "react";

/*
 * A part of the page many pages share, rendered on the server once and reused
 * (docs/decisions/028-fragment-cache.md): a car's card appears in every search that finds the car,
 * a filter's options on every search with the same counts. (The header and footer, drawn by the
 * server alone, use the same cache: app/entry.server.tsx.) Most of a page's rendering is spent in such
 * parts, and each comes out the same from the same data.
 *
 * The part is a component drawn from plain data alone: its props are its key. On the server it is
 * rendered apart (no context of the page reaches it: a hook that needs one fails at once rather
 * than drawing the wrong thing) and its HTML is kept under its component and the JSON of its props;
 * the next page that draws it with the same data gets that HTML. In the browser it is the component,
 * as ever: it hydrates the HTML the server sent, which is the HTML React writes for it.
 *
 * What a part may not be: one that depends on anything but its props (the time, the visitor, the
 * address: pass what it needs, already decided), or one that asks React to put something in the
 * document's head (an eagerly loaded image is preloaded from there; draw those parts live).
 */

export type Json =
  string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

/** What the server gives the page: the HTML of a part under a key, rendered with `render` once. */
export type PartRenderer = (key: string, element: React.ReactElement) => string;

export const PartRendererContext = createContext<PartRenderer | null>(null);

const componentIds = new WeakMap<object, number>();
/**
 * The JSON of each object passed to parts, made once (a site's card settings, once for all its
 * cards). Props are not changed once made, as React expects of them.
 */
const objectJson = new WeakMap<object, string>();

let lastComponentId = 0;

function componentId(component: object): number {
  let id = componentIds.get(component);
  if (id === undefined) {
    id = ++lastComponentId;
    componentIds.set(component, id);
  }
  return id;
}

function json(value: Json): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "";
  let known = objectJson.get(value);
  if (known === undefined) {
    known = JSON.stringify(value);
    objectJson.set(value, known);
  }
  return known;
}

/**
 * The keys made so far, found again by the identity of the component and of each prop: a page
 * drawn from the same objects as the last (a site's card settings for a minute, a car's card until
 * the stock changes) gets the same key string, with no JSON to join and no new string to hash.
 */
type KeyNode = {
  key?: string;
  next?: Map<string, { objects?: WeakMap<object, KeyNode>; values?: Map<Json, KeyNode> }>;
};
const keyRoots = new WeakMap<object, KeyNode>();
/** Plain values remembered at one place in the tree; past this, that place starts over. */
const MAX_VALUES = 1_000;

function nextNode(node: KeyNode, name: string, value: Json): KeyNode {
  node.next ??= new Map();
  let byName = node.next.get(name);
  if (byName === undefined) node.next.set(name, (byName = {}));
  if (value !== null && typeof value === "object") {
    byName.objects ??= new WeakMap();
    let next = byName.objects.get(value);
    if (next === undefined) byName.objects.set(value, (next = {}));
    return next;
  }
  byName.values ??= new Map();
  let next = byName.values.get(value);
  if (next === undefined) {
    if (byName.values.size >= MAX_VALUES) byName.values.clear();
    byName.values.set(value, (next = {}));
  }
  return next;
}

/** The key of a part: its component and each of its props as JSON. Exported for its test. */
export function partKey(component: object, props: Record<string, Json>): string {
  let node = keyRoots.get(component);
  if (node === undefined) keyRoots.set(component, (node = {}));
  for (const name in props) node = nextNode(node, name, props[name]);
  if (node.key === undefined) {
    let key = String(componentId(component));
    for (const name in props) key += `\u0000${name}\u0000${json(props[name])}`;
    node.key = key;
  }
  return node.key;
}

type Tag = "div" | "li" | "footer" | "header" | "section";

export function ServerCached<P extends Record<string, Json>>({
  as,
  className,
  component,
  props,
}: {
  /** The element around the part, drawn live (the part's HTML is its content). */
  as: Tag;
  className?: string;
  component: React.ComponentType<P>;
  props: P;
}) {
  const render = use(PartRendererContext);
  if (render === null) return createElement(as, { className }, createElement(component, props));
  const html = render(partKey(component, props), createElement(component, props));
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: html } });
}
