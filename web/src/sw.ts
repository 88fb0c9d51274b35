// The service worker, served at /sw.js for the whole site: it shows a notification for each Web Push
// the server sends (a notice: its sentence in the browser's language), and a click on it focuses a
// tab of the site on the notice's match (or tournament, or "my games") or opens one there.
// A module of its own: its own few types of the worker's scope stand in for TypeScript's "webworker"
// library, which cannot be compiled beside the pages' "DOM" one.

interface Payload {
  type: string;
  data: { key?: string; match?: string; tournament?: string };
  text: { ru?: string; en?: string };
}

interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}

interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}

interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification;
}

interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

interface Clients {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}

interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  readonly location: Location;
  readonly navigator: Navigator;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const russian = worker.navigator.language.toLowerCase().startsWith("ru");

/** The page a notice is about: its match, its tournament, or my games. */
function address(payload: Payload): string {
  const { match, tournament } = payload.data;
  const screen = match ? `#/m/${match}` : tournament ? `#/t/${tournament}` : "#/me";
  return new URL(`/${screen}`, worker.location.origin).href;
}

function payloadOf(event: PushEvent): Payload | null {
  try {
    const body = event.data?.json() as Payload | undefined;
    return body && typeof body === "object" && body.text && body.data ? body : null;
  } catch {
    return null;
  }
}

async function show(payload: Payload): Promise<void> {
  const body = (russian ? payload.text.ru : payload.text.en) ?? payload.text.en ?? payload.text.ru ?? "";
  await worker.registration.showNotification(russian ? "Игротека" : "Igroteka", {
    body,
    tag: payload.data.key ?? payload.type, // a repeat of the same notice replaces the first
    icon: "/static/favicon.svg",
    data: { url: address(payload) },
    lang: russian ? "ru" : "en",
  });
}

async function open(url: string): Promise<void> {
  const tabs = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = tabs.find((tab) => new URL(tab.url).origin === worker.location.origin);
  if (ours) {
    const focused = await ours.focus();
    await focused.navigate(url).catch(() => worker.clients.openWindow(url));
  } else {
    await worker.clients.openWindow(url);
  }
}

worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener("push", (event) => {
  const payload = payloadOf(event);
  if (payload) event.waitUntil(show(payload));
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? new URL("/", worker.location.origin).href;
  event.waitUntil(open(url));
});

export {};
