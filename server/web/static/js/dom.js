// Tiny DOM builders: no innerHTML anywhere, so no markup injection and nothing a strict CSP refuses.
// A page that draws itself again (a match at each frame) builds its new tree with them as before and
// `patch`es the live tree into it: what did not change keeps its element (focus, scroll, a select's
// choice, a screen reader's place), and only what changed is touched.
/** Each element's handlers by event type: one listener an element and type (`dispatch`) calls them,
 * so a patch that keeps a live element hands it the new tree's handlers by replacing its entry. */
const handlers = new WeakMap();
const keys = new WeakMap();
/** Elements drawn by a part of the page that keeps them and redraws them itself (an offers panel):
 * a patch puts such an element in its place as it is, and looks neither into it nor at its handlers. */
const owned = new WeakSet();
function dispatch(event) {
    const el = event.currentTarget;
    for (const handler of handlers.get(el)?.get(event.type) ?? [])
        handler(event);
}
/** Listen to ``type`` on ``el`` in a way a patch carries over to the live element ``el`` stands for. */
export function on(el, type, handler) {
    let mine = handlers.get(el);
    if (!mine) {
        mine = new Map();
        handlers.set(el, mine);
    }
    mine.set(type, [...(mine.get(type) ?? []), handler]);
    el.addEventListener(type, dispatch);
    return el;
}
/** Mark ``el`` as kept and redrawn by its owner: patches place it and leave what is inside alone. */
export function own(el) {
    owned.add(el);
    return el;
}
function append(parent, children) {
    for (const child of children) {
        if (child === null || child === undefined || child === false)
            continue;
        if (Array.isArray(child))
            append(parent, child);
        else
            parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
    }
}
function apply(el, props) {
    if (!props)
        return;
    if (props.class)
        el.setAttribute("class", props.class);
    if (props.text !== undefined)
        el.textContent = props.text;
    if (props.title)
        el.setAttribute("title", props.title);
    for (const [name, value] of Object.entries(props.attrs ?? {})) {
        if (value === null || value === undefined || value === false)
            continue;
        el.setAttribute(name, value === true ? "" : String(value));
    }
    for (const [name, handler] of Object.entries(props.on ?? {})) {
        if (handler)
            on(el, name, handler);
    }
    if (props.key !== undefined)
        keys.set(el, props.key);
}
export function h(tag, props, ...children) {
    const el = document.createElement(tag);
    apply(el, props);
    append(el, children);
    return el;
}
const SVG = "http://www.w3.org/2000/svg";
export function svg(tag, props, ...children) {
    const el = document.createElementNS(SVG, tag);
    apply(el, props);
    append(el, children);
    return el;
}
export function clear(el, ...children) {
    el.replaceChildren();
    append(el, children);
}
/** Make ``el``'s children what ``children`` would make them, changing only what differs. */
export function patch(el, ...children) {
    const next = document.createElement("div");
    append(next, children);
    patchChildren(el, next);
}
function keyOf(el) {
    return keys.get(el) ?? (el.id || undefined);
}
function same(live, next) {
    if (live.nodeType !== next.nodeType)
        return false;
    if (!(live instanceof Element))
        return true;
    const other = next;
    return live.namespaceURI === other.namespaceURI && live.tagName === other.tagName && !owned.has(live) && keyOf(live) === keyOf(other);
}
function patchChildren(live, next) {
    let byKey = null; // the live children by key, made at the first keyed child out of place
    let at = live.firstChild;
    for (let child = next.firstChild; child;) {
        const following = child.nextSibling; // read before ``child`` may move to ``live``
        if (child instanceof Element && owned.has(child)) {
            if (at === child)
                at = at.nextSibling;
            else
                live.insertBefore(child, at);
            child = following;
            continue;
        }
        const key = child instanceof Element ? keyOf(child) : undefined;
        let match = at;
        if (key !== undefined && !(at instanceof Element && keyOf(at) === key)) {
            byKey ??= keyed(live);
            match = byKey.get(key);
        }
        if (match && same(match, child)) {
            if (match === at)
                at = at.nextSibling;
            else
                live.insertBefore(match, at);
            if (key !== undefined)
                byKey?.delete(key);
            patchNode(match, child);
        }
        else
            live.insertBefore(child, at);
        child = following;
    }
    while (at) {
        const gone = at;
        at = at.nextSibling;
        gone.remove();
    }
}
function keyed(live) {
    const found = new Map();
    for (const child of live.children) {
        const key = keyOf(child);
        if (key !== undefined && !owned.has(child))
            found.set(key, child);
    }
    return found;
}
function patchNode(live, next) {
    if (!(live instanceof Element)) {
        if (live.nodeValue !== next.nodeValue)
            live.nodeValue = next.nodeValue;
        return;
    }
    const other = next;
    patchAttributes(live, other);
    const had = handlers.get(live);
    const theirs = handlers.get(other);
    if (theirs) {
        handlers.set(live, theirs);
        for (const type of theirs.keys())
            if (!had?.has(type))
                live.addEventListener(type, dispatch);
    }
    else if (had)
        handlers.delete(live);
    if (live.firstChild || other.firstChild)
        patchChildren(live, other);
    // a select shows the choice the new tree made (its `selected` option, else its first), as a new one would
    if (live instanceof HTMLSelectElement)
        live.selectedIndex = other.selectedIndex;
}
function patchAttributes(live, next) {
    const theirs = next.attributes;
    const had = live.attributes.length;
    let kept = 0;
    for (let n = 0; n < theirs.length; n++) {
        const attr = theirs[n];
        const now = attr.namespaceURI === null ? live.getAttribute(attr.name) : live.getAttributeNS(attr.namespaceURI, attr.localName);
        if (now !== null)
            kept++;
        if (now === attr.value)
            continue;
        live.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
        // a field's typed text stays unless the new tree says otherwise
        if (attr.name === "value" && live instanceof HTMLInputElement)
            live.value = attr.value;
    }
    if (kept < had) {
        // the live element has attributes the new one has not
        for (const attr of Array.from(live.attributes)) {
            if (!next.hasAttributeNS(attr.namespaceURI, attr.localName))
                live.removeAttributeNS(attr.namespaceURI, attr.localName);
        }
    }
    if (live instanceof HTMLInputElement && live.checked !== next.checked)
        live.checked = next.checked;
}
export function button(label, onClick, props = {}) {
    const on = { ...(props.on ?? {}), click: () => onClick() };
    return h("button", { ...props, attrs: { type: "button", ...(props.attrs ?? {}) }, on }, label);
}
