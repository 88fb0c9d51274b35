// Tiny DOM builders: no innerHTML anywhere, so no markup injection and nothing a strict CSP refuses.

export type Child = Node | string | number | null | undefined | false | Child[];

export interface Props {
  class?: string;
  text?: string;
  title?: string;
  attrs?: Record<string, string | number | boolean | null | undefined>;
  on?: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>>;
}

function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

function apply(el: Element, props: Props | undefined): void {
  if (!props) return;
  if (props.class) el.setAttribute("class", props.class);
  if (props.text !== undefined) el.textContent = props.text;
  if (props.title) el.setAttribute("title", props.title);
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const [name, handler] of Object.entries(props.on ?? {})) {
    if (handler) el.addEventListener(name, handler);
  }
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Props,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  apply(el, props);
  append(el, children);
  return el;
}

const SVG = "http://www.w3.org/2000/svg";

export function svg(tag: string, props?: Props, ...children: Child[]): SVGElement {
  const el = document.createElementNS(SVG, tag) as SVGElement;
  apply(el, props);
  append(el, children);
  return el;
}

export function clear(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

export function button(label: Child, onClick: () => void, props: Props = {}): HTMLButtonElement {
  const on = { ...(props.on ?? {}), click: () => onClick() };
  return h("button", { ...props, attrs: { type: "button", ...(props.attrs ?? {}) }, on }, label);
}
