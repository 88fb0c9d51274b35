// Sign in with an identity provider the server trusts (GET /players/sign-in/issuers): an OAuth 2.0
// authorization-code flow with PKCE (S256) run in this browser. The button sends the browser to the
// provider with a fresh verifier's challenge, a state and a nonce kept in sessionStorage; the
// provider sends it back with a code in the address's fragment (response_mode=fragment, so the
// code never reaches our server's logs), which the page trades at the provider's token endpoint
// for an ID token, checks the state and nonce, and posts to POST /players/sign-in.
import { api, problemText } from "./api.js";
import { button, clear, h } from "./dom.js";
import { t } from "./i18n.js";
import { tokens } from "./tokens.js";
const PENDING = "igroteka.sign-in";
function base64url(data) {
    return btoa(String.fromCharCode(...data)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function random(bytes) {
    return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}
async function challenge(verifier) {
    return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}
/** Send the browser to the provider to sign in. */
async function start(issuer) {
    const pending = {
        verifier: random(32),
        state: random(16),
        nonce: random(16),
        tokenEndpoint: issuer.token_endpoint,
        clientId: issuer.client_id,
        redirectUri: `${location.origin}/`,
    };
    sessionStorage.setItem(PENDING, JSON.stringify(pending));
    const query = new URLSearchParams({
        response_type: "code",
        response_mode: "fragment",
        client_id: pending.clientId,
        redirect_uri: pending.redirectUri,
        scope: issuer.scope,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await challenge(pending.verifier),
        code_challenge_method: "S256",
    });
    location.assign(`${issuer.authorization_endpoint}?${query}`);
}
/** Whether the address's fragment is a provider's answer: a code or an error, with a state. */
export function isProviderAnswer(hash) {
    const answer = new URLSearchParams(hash.replace(/^#/, ""));
    return answer.has("state") && (answer.has("code") || answer.has("error"));
}
/** The ``nonce`` claim of an ID token (read, not verified: the server verifies the token). */
function nonceOf(idToken) {
    try {
        const payload = idToken.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
        const claims = JSON.parse(atob(payload));
        return claims && typeof claims === "object" && "nonce" in claims ? String(claims.nonce) : null;
    }
    catch {
        return null;
    }
}
async function idTokenFor(pending, code) {
    const body = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: pending.redirectUri,
        client_id: pending.clientId,
        code_verifier: pending.verifier,
    });
    const response = await fetch(pending.tokenEndpoint, {
        method: "POST",
        headers: { Accept: "application/json" },
        body,
        cache: "no-store",
        credentials: "omit",
        referrerPolicy: "no-referrer",
    }).catch(() => null);
    const answer = response?.ok ? await response.json().catch(() => null) : null;
    const idToken = answer && typeof answer === "object" && "id_token" in answer ? answer.id_token : null;
    if (typeof idToken !== "string")
        throw new Error(t("sign_in_no_token"));
    if (nonceOf(idToken) !== pending.nonce)
        throw new Error(t("sign_in_mismatch"));
    return idToken;
}
/** The provider sent the browser back: trade its code for an ID token and sign in with it. */
async function finish(hash) {
    const answer = new URLSearchParams(hash.replace(/^#/, ""));
    history.replaceState(null, "", "/#/me"); // the code and state leave the address at once
    const kept = sessionStorage.getItem(PENDING);
    sessionStorage.removeItem(PENDING);
    const pending = kept ? JSON.parse(kept) : null;
    if (!pending || answer.get("state") !== pending.state)
        throw new Error(t("sign_in_mismatch"));
    const code = answer.get("code");
    if (!code)
        throw new Error(t("sign_in_refused", answer.get("error_description") ?? answer.get("error") ?? ""));
    const signed = await api.signIn(await idTokenFor(pending, code), navigator.userAgent.slice(0, 64) || "browser");
    tokens.setAccount({ id: signed.id, name: signed.name, token: signed.token.token });
}
/** The page opened with a provider's answer: sign in, then show "My games" (or why not). */
export async function providerAnswered(outlet, redraw) {
    try {
        await finish(location.hash);
        redraw();
    }
    catch (error) {
        clear(outlet, h("p", { class: "problem", attrs: { role: "alert" } }, problemText(error)));
    }
}
/** "Sign in with …" for each provider the server offers (nothing when it offers none). */
export function providerButtons(problem) {
    const place = h("div", { class: "providers" });
    api
        .signInIssuers()
        .then((issuers) => clear(place, issuers.map((issuer) => button(t("sign_in_with", issuer.name), () => void start(issuer).catch((error) => {
        problem.hidden = false;
        problem.textContent = problemText(error);
    }), { class: "primary", attrs: { "data-issuer": issuer.issuer } }))))
        .catch(() => undefined); // no providers to offer: the other ways to sign in remain
    return place;
}
