// Web Push for the player signed in on this browser: once they allow notifications, the service
// worker (/sw.js) is registered, the browser subscribes with the server's VAPID public key and the
// subscription goes to the server with the player token; turning it off undoes all three. The
// subscription's id is not kept: the server finds it again by the browser's endpoint.
import { call, problemText } from "./api.js";
import { button, clear, h } from "./dom.js";
import { lang } from "./i18n.js";
const WORDS = {
    on: ["Присылать уведомления на это устройство", "Send notifications to this device"],
    off: ["Не присылать уведомления сюда", "Stop notifications to this device"],
    active: ["Уведомления приходят на это устройство.", "Notifications come to this device."],
    denied: ["Браузер не разрешил уведомления.", "The browser does not allow notifications."],
    unsupported: ["Этот браузер не получает push-уведомления.", "This browser cannot receive push notifications."],
    not_here: ["Уведомления на это устройство не включены.", "Notifications are not on for this device."],
};
function say(word) {
    return WORDS[word][lang() === "ru" ? 0 : 1];
}
export function pushSupported() {
    return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}
/** A base64url text as bytes (the VAPID key as PushManager takes it). */
function bytes(text) {
    const plain = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}
function sameKey(subscription, key) {
    const held = subscription.options.applicationServerKey;
    if (!held)
        return false;
    const mine = new Uint8Array(held);
    return mine.length === key.length && mine.every((b, i) => b === key[i]);
}
async function registration() {
    await navigator.serviceWorker.register("/sw.js", { type: "module", scope: "/" });
    return navigator.serviceWorker.ready;
}
/** Subscribe this browser for the player (asking the browser's permission first). */
export async function subscribe(account) {
    if ((await Notification.requestPermission()) !== "granted")
        throw new Error(say("denied"));
    const worker = await registration();
    const key = bytes((await call("GET", "/push/key")).public_key);
    let subscription = await worker.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
        await subscription.unsubscribe(); // made with another server key: its push service would refuse ours
        subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return call("POST", "/players/me/push-subscriptions", { token: account.token, body: subscription.toJSON() });
}
/** Unsubscribe this browser: at the server, then at its push service. */
export async function unsubscribe(account) {
    const worker = await navigator.serviceWorker.getRegistration("/");
    const subscription = await worker?.pushManager.getSubscription();
    if (!subscription)
        return;
    const listed = await call("GET", "/players/me/push-subscriptions", { token: account.token });
    for (const row of listed.filter((s) => s.endpoint === subscription.endpoint)) {
        await call("DELETE", `/players/me/push-subscriptions/${encodeURIComponent(row.id)}`, { token: account.token });
    }
    await subscription.unsubscribe();
}
async function subscribedHere() {
    if (Notification.permission !== "granted")
        return false;
    const worker = await navigator.serviceWorker.getRegistration("/");
    return Boolean(await worker?.pushManager.getSubscription());
}
/** The notice kinds this browser's subscription wants pushed (null: every kind), or undefined when
 * this browser is not subscribed for the player. */
export async function kindsHere(account) {
    const subscription = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
    if (!subscription)
        return undefined;
    const listed = await call("GET", "/players/me/push-subscriptions", { token: account.token });
    const row = listed.find((s) => s.endpoint === subscription.endpoint);
    return row ? row.kinds : undefined;
}
/** Have this browser's subscription push these kinds only (null: every kind, those added later too);
 * the server keeps the subscription's id for the same endpoint. */
export async function wantKinds(account, kinds) {
    const subscription = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
    if (!subscription)
        throw new Error(say("not_here"));
    return call("POST", "/players/me/push-subscriptions", { token: account.token, body: { ...subscription.toJSON(), kinds } });
}
/** The switch for notifications on this device, with a line that says how it stands; ``changed``
 * hears whether this device now receives them. */
export function pushSwitch(account, changed = () => undefined) {
    const line = h("p", { class: "push-state", attrs: { id: "push-state", role: "status" } });
    const box = h("div", { class: "push" });
    if (!pushSupported()) {
        clear(box, h("p", { class: "push-state", text: say("unsupported") }));
        return box;
    }
    const draw = (on, problem) => {
        const toggle = button(say(on ? "off" : "on"), () => void flip(on), {
            class: "secondary",
            attrs: { id: "push-toggle", "aria-pressed": on ? "true" : "false" },
        });
        line.textContent = problem ? problemText(problem) : on ? say("active") : "";
        clear(box, toggle, line);
        changed(on);
    };
    const flip = async (on) => {
        try {
            if (on)
                await unsubscribe(account);
            else
                await subscribe(account);
            draw(!on);
        }
        catch (error) {
            draw(on, error);
        }
    };
    void subscribedHere().then((on) => draw(on), () => draw(false)); // drawn once it is known
    return box;
}
