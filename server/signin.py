"""Sign-in with an identity provider's token: ``POST /api/v1/players/sign-in`` takes an OpenID
Connect ID token (or a JWT access token) from an issuer this deployment trusts, has it checked by
``server/oidc.py`` and answers the player it names, with a player token for the device. ``GET
/api/v1/players/sign-in/issuers`` tells a browser which issuers it can run the authorization-code
flow with (those configured with their endpoints).

The first valid token of a subject (issuer and ``sub``) makes its player and links the two
(``Accounts.player_for_subject``), named after the token's display name, or ``player-`` and eight
hex digits of a hash of the subject when the token offers no valid name or every variant of it is
taken; that costs one of the client's account budget (``IGROTEKA_QUOTA_ACCOUNTS``), as signing up
does. A later token of the same subject signs in as the same player. Each sign-in answers a fresh
player token labelled as the request says (default ``sign-in: <issuer>``): a token of that label
the player already holds is replaced (the device signing in again), else one is added, so an app
that signs in at every start keeps one token, not one per start.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Annotated, Any

import msgspec
from litestar import Request, get, post
from litestar.params import JSONBody

from igroteka.domain.errors import Conflict
from igroteka.server.accounts import Accounts, PlayerRow, TokenRow
from igroteka.server.http import hub
from igroteka.server.oidc import Identity, Verifier
from igroteka.server.players import Label, TokenIssued, at, issued
from igroteka.server.problems import responses

IdToken = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=16384,
        description="A compact JWS (header.payload.signature) signed by a key of a configured issuer.",
    ),
]


class SignIn(msgspec.Struct, forbid_unknown_fields=True):
    """An ID token or JWT access token of one of the issuers this server trusts, and the label of
    the player token to answer (default `sign-in: <issuer>`)."""

    id_token: IdToken
    label: Label | None = None


class SignedIn(msgspec.Struct):
    """The player the token names (`new` when this sign-in made it), the identity it was signed in
    with, and a player token for this device, shown this once."""

    id: str
    name: str
    created_at: datetime
    new: bool
    issuer: str
    subject: str
    token: TokenIssued


class SignInIssuer(msgspec.Struct):
    """An identity provider a browser can sign in with: an OAuth 2.0 authorization-code flow with
    PKCE (S256) at `authorization_endpoint` and `token_endpoint` for `client_id`, asking `scope`;
    the ID token it yields is what `POST /api/v1/players/sign-in` takes."""

    issuer: str
    name: str
    client_id: str
    authorization_endpoint: str
    token_endpoint: str
    scope: str


class SignedInPlayer(msgspec.Struct, frozen=True):
    player: PlayerRow
    new: bool
    row: TokenRow
    token: str


def verifier(request: Request[Any, Any, Any]) -> Verifier:
    return request.app.state.identity


async def signed_in(request: Request[Any, Any, Any], token: str) -> Identity:
    """The identity behind ``token``, checked against the configured issuers (problems 401, 403
    ``sign_in_off``, 503 ``identity_provider_unavailable``)."""
    return await verifier(request).verify(token)


def fallback_name(identity: Identity) -> str:
    """A name for a player whose token offers none: stable for the subject, revealing nothing of it."""
    digest = hashlib.sha256(f"{identity.issuer}\n{identity.subject}".encode()).hexdigest()
    return f"player-{digest[:8]}"


def default_label(issuer: str) -> str:
    return f"sign-in: {issuer}"[:64]


def player_of(accounts: Accounts, identity: Identity) -> tuple[str, str | None]:
    """The subject's player (made and linked on its first sign-in) and the new player's first token."""
    name = identity.name or fallback_name(identity)
    try:
        return accounts.player_for_subject(identity.issuer, identity.subject, name)
    except Conflict as taken:
        if taken.code != "name_taken" or name == fallback_name(identity):
            raise
        return accounts.player_for_subject(identity.issuer, identity.subject, fallback_name(identity))


def sign_in_player(accounts: Accounts, identity: Identity, label: str) -> SignedInPlayer:
    """The subject's player and a fresh token of ``label`` for it (blocking: run in a worker thread)."""
    player_id, first = player_of(accounts, identity)
    player = accounts.player(player_id)
    rows = accounts.tokens(player_id)
    if first is not None and label == default_label(identity.issuer):
        return SignedInPlayer(player, True, rows[0], first)
    same = next((row for row in rows if row.label == label), None)
    row, token = accounts.rotate(player_id, same.id) if same is not None else accounts.issue(player_id, label)
    if first is not None:  # the first token bears the default label: the device asked for another
        accounts.revoke(player_id, rows[0].id)
    return SignedInPlayer(player, first is not None, row, token.token)


@get(
    "/api/v1/players/sign-in/issuers",
    operation_id="signInIssuers",
    tags=["players"],
    summary="The identity providers a browser can sign in with (empty when none is configured for it)",
    responses=responses(),
)
async def sign_in_issuers(request: Request[Any, Any, Any]) -> list[SignInIssuer]:
    return [
        SignInIssuer(
            issuer=config.issuer,
            name=config.name or config.issuer,
            client_id=config.client_id or config.audience,
            authorization_endpoint=config.authorization_endpoint or "",
            token_endpoint=config.token_endpoint or "",
            scope=config.scope,
        )
        for config in verifier(request).browser
    ]


@post(
    "/api/v1/players/sign-in",
    operation_id="signIn",
    tags=["players"],
    summary="Sign in with an ID token or JWT access token of an identity provider this server trusts",
    description="The token's signature is checked with its issuer's published keys (`kid`), then `iss`,"
    " `aud`, `exp`, `nbf` and `iat` (with a small leeway); `alg: none`, HMAC tokens naming an"
    " asymmetric key and algorithms the issuer is not configured for are refused. Each refusal is a"
    " 401 problem with its own `code`; an issuer whose keys cannot be fetched answers 503. The first"
    " token of a subject makes its player (one of the client's account budget, quota_exceeded); each"
    " sign-in answers a player token of the label asked for, replacing one of that label.",
    status_code=200,
    responses=responses(401, 403, 409, 422, 429, 503),
)
async def sign_in(request: Request[Any, Any, Any], data: JSONBody[SignIn]) -> SignedIn:
    identity = await signed_in(request, data.id_token)
    h = hub(request)
    label = data.label if data.label is not None else default_label(identity.issuer)
    linked = await h.run(h.accounts.linked, identity.issuer, identity.subject)
    if linked is None:
        done = await h.charged(request, "account", sign_in_player, h.accounts, identity, label)
    else:
        done = await h.run(sign_in_player, h.accounts, identity, label)
    return SignedIn(
        id=done.player.id,
        name=done.player.name,
        created_at=at(done.player.created),
        new=done.new,
        issuer=identity.issuer,
        subject=identity.subject,
        token=issued(done.row, done.token),
    )
