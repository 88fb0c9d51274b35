"""Sign-in with an identity provider's token: ``POST /api/v1/players/sign-in`` takes an OpenID
Connect ID token (or a JWT access token) from an issuer this deployment trusts, has it checked by
``server/oidc.py`` and answers who it names."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Request, post
from litestar.params import JSONBody

from server.oidc import Identity, Verifier
from server.problems import responses

IdToken = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=16384,
        description="A compact JWS (header.payload.signature) signed by a key of a configured issuer.",
    ),
]


class SignIn(msgspec.Struct, forbid_unknown_fields=True):
    """An ID token or JWT access token of one of the issuers this server trusts."""

    id_token: IdToken


class SignedIn(msgspec.Struct):
    """The identity a valid token names: its issuer, its subject there, and the display name it
    offers (`name`, else `preferred_username`, else `nickname`, normalised as players' names are;
    null when none of them is a valid name)."""

    issuer: str
    subject: str
    name: str | None


def verifier(request: Request[Any, Any, Any]) -> Verifier:
    return request.app.state.identity


async def signed_in(request: Request[Any, Any, Any], token: str) -> Identity:
    """The identity behind ``token``, checked against the configured issuers (problems 401, 403
    ``sign_in_off``, 503 ``identity_provider_unavailable``)."""
    return await verifier(request).verify(token)


@post(
    "/api/v1/players/sign-in",
    operation_id="signIn",
    tags=["players"],
    summary="Sign in with an ID token or JWT access token of an identity provider this server trusts",
    description="The token's signature is checked with its issuer's published keys (`kid`), then `iss`,"
    " `aud`, `exp`, `nbf` and `iat` (with a small leeway); `alg: none`, HMAC tokens naming an"
    " asymmetric key and algorithms the issuer is not configured for are refused. Each refusal is a"
    " 401 problem with its own `code`; an issuer whose keys cannot be fetched answers 503.",
    status_code=200,
    responses=responses(401, 403, 503),
)
async def sign_in(request: Request[Any, Any, Any], data: JSONBody[SignIn]) -> SignedIn:
    identity = await signed_in(request, data.id_token)
    return SignedIn(issuer=identity.issuer, subject=identity.subject, name=identity.name)
