"""Sign-in through identity providers a deployment trusts: the check of an OpenID Connect ID token
or a JWT access token against the issuers configured in ``IGROTEKA_OIDC_ISSUERS``, and the cache of
each issuer's signing keys.

The JOSE work (compact serialisation, signatures, the registered claims) is PyJWT's, pinned in
pyproject.toml. Of the JOSE libraries in the package lists (joserfc, PyJWT, jwcrypto) it does the
least beyond what this needs (JWS and JWT verification; no JWE, no OAuth client), builds on the
``cryptography`` the record signatures already use, takes the allowed algorithms as a required
argument of ``decode`` and raises one exception class per failed claim, which map one to one onto
our stable problem codes. No crypto is written here.

What is ours is the policy around it, checked in this order, each refusal a 401 problem:

1. the token is a compact JWS (``id_token_malformed``) whose ``alg`` is not ``none``
   (``id_token_alg_none``);
2. its unverified ``iss`` names a configured issuer (``id_token_missing_claim``,
   ``id_token_unknown_issuer``) whose allowed algorithms hold its ``alg``
   (``id_token_alg_not_allowed``; asymmetric ones only unless the issuer names HMAC);
3. its ``kid`` (``id_token_no_kid``) names a key of that issuer's set, fetched again once when
   unknown (``id_token_unknown_key``); a key of another issuer is unknown here;
4. the key's type fits the algorithm (``id_token_key_mismatch``): an HMAC token naming an RSA key,
   signed with the public key as its secret, is refused before any MAC is computed;
5. PyJWT checks the signature with that key and that algorithm alone, then ``exp``, ``nbf``,
   ``iat`` with the leeway, ``iss`` and ``aud`` (``id_token_bad_signature``, ``id_token_expired``,
   ``id_token_not_yet_valid``, ``id_token_issued_in_future``, ``id_token_wrong_audience``), with
   ``iss``, ``sub``, ``aud``, ``exp`` and ``iat`` required.

Keys named by the token itself (``jwk``, ``jku``, ``x5u``, ``x5c``) are never used. Each issuer's
key set is fetched at its first use and kept; an unknown ``kid`` fetches it again, at most once per
``IGROTEKA_OIDC_REFRESH_INTERVAL`` (a flood of made-up kids costs the provider one request per
interval), and a set older than ``IGROTEKA_OIDC_MAX_AGE`` is fetched again at its next use, the old
one kept while the provider does not answer. A fetch takes at most ``IGROTEKA_OIDC_FETCH_TIMEOUT``
seconds and ``MAX_JWKS_BYTES``; a provider that cannot be asked when no key of it is known is a 503
``identity_provider_unavailable`` with ``Retry-After``, never a 500.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio
import httpx
import jwt
import msgspec
from jwt.exceptions import (
    DecodeError,
    ExpiredSignatureError,
    ImmatureSignatureError,
    InvalidAudienceError,
    InvalidIssuedAtError,
    InvalidIssuerError,
    InvalidSignatureError,
    InvalidTokenError,
    MissingRequiredClaimError,
    PyJWTError,
)

from igroteka.domain.errors import Forbidden, Invalid, Unauthorized, Unavailable
from igroteka.domain.names import normalise_name
from igroteka.server.config import Settings

log = logging.getLogger("igroteka.oidc")

# Each algorithm this server verifies, with the key type (and curves) its key must have
ASYMMETRIC: dict[str, tuple[str, frozenset[str] | None]] = {
    **{alg: ("RSA", None) for alg in ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512")},
    "ES256": ("EC", frozenset({"P-256"})),
    "ES384": ("EC", frozenset({"P-384"})),
    "ES512": ("EC", frozenset({"P-521"})),
    "EdDSA": ("OKP", frozenset({"Ed25519", "Ed448"})),
}
HMAC: dict[str, tuple[str, frozenset[str] | None]] = {alg: ("oct", None) for alg in ("HS256", "HS384", "HS512")}
KEY_TYPES = {**ASYMMETRIC, **HMAC}
DEFAULT_ALGORITHMS = tuple(ASYMMETRIC)
# The algorithm PyJWT builds a key of each type with; the key then serves every algorithm of its type
KEY_BUILDERS = {"RSA": "RS256", "OKP": "EdDSA", "oct": "HS256"}
CURVE_BUILDERS = {"P-256": "ES256", "P-384": "ES384", "P-521": "ES512"}
REQUIRED_CLAIMS = ["iss", "sub", "aud", "exp", "iat"]
NAME_CLAIMS = ("name", "preferred_username", "nickname")
MAX_JWKS_BYTES = 1 << 20
LOOPBACK_NAMES = {"localhost"}


class IssuerConfigError(ValueError):
    """The configured issuers cannot be used: the server refuses to start, saying why."""


class IssuerConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One trusted issuer: its ``iss``, the audience its tokens must name, where its keys come
    from (exactly one of a JWKS URL and a JWKS file), the algorithms its tokens may use, and what
    the web client needs to sign people in with it (optional)."""

    issuer: str
    audience: str
    jwks_url: str | None = None
    jwks_file: str | None = None
    algorithms: tuple[str, ...] = DEFAULT_ALGORITHMS
    # For the web client's "Sign in with …" (an authorization-code flow with PKCE run in the browser):
    # the issuer's two endpoints (both or neither), its name on the button (default: the issuer),
    # the client id the web client is registered with (default: the audience) and the scope asked.
    name: str | None = None
    client_id: str | None = None
    authorization_endpoint: str | None = None
    token_endpoint: str | None = None
    scope: str = "openid profile"


class Identity(msgspec.Struct, frozen=True):
    """Who a valid token names: its issuer and subject, and the display name it offers, normalised
    as players' names are (None when it offers none that is valid)."""

    issuer: str
    subject: str
    name: str | None


class Jwk(msgspec.Struct, frozen=True):
    """One usable key of an issuer's set: its type and curve, its own ``alg`` if it names one,
    and the key PyJWT verifies with."""

    kty: str
    crv: str | None
    alg: str | None
    key: Any


def loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_issuer(config: IssuerConfig) -> None:
    where = f"issuer {config.issuer!r}"
    if not config.issuer or not config.audience:
        raise IssuerConfigError(f"{where}: issuer and audience may not be empty")
    if (config.jwks_url is None) == (config.jwks_file is None):
        raise IssuerConfigError(f"{where}: give exactly one of jwks_url and jwks_file")
    urls = {"jwks_url": config.jwks_url, "authorization_endpoint": config.authorization_endpoint}
    for field, address in {**urls, "token_endpoint": config.token_endpoint}.items():
        url = urlsplit(address or "")
        if address is not None and not (
            url.scheme == "https" or (url.scheme == "http" and loopback(url.hostname or ""))
        ):
            raise IssuerConfigError(f"{where}: {field} must be https (http only on loopback): {address}")
    if (config.authorization_endpoint is None) != (config.token_endpoint is None):
        raise IssuerConfigError(f"{where}: give both authorization_endpoint and token_endpoint, or neither")
    if not config.algorithms:
        raise IssuerConfigError(f"{where}: algorithms may not be empty")
    unknown = [alg for alg in config.algorithms if alg not in KEY_TYPES]
    if unknown:
        raise IssuerConfigError(f"{where}: algorithms not supported: {unknown} (choose from {sorted(KEY_TYPES)})")
    if config.jwks_file is not None and not Path(config.jwks_file).is_file():
        raise IssuerConfigError(f"{where}: jwks_file {config.jwks_file} is not a file")


def parse_issuers(text: str) -> tuple[IssuerConfig, ...]:
    """The issuers of ``IGROTEKA_OIDC_ISSUERS``: a JSON list of objects (empty: sign-in is off)."""
    if not text.strip():
        return ()
    try:
        issuers = msgspec.json.decode(text, type=tuple[IssuerConfig, ...])
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise IssuerConfigError(f"IGROTEKA_OIDC_ISSUERS: {error}") from error
    for config in issuers:
        check_issuer(config)
    names = [config.issuer for config in issuers]
    if len(set(names)) != len(names):
        raise IssuerConfigError("IGROTEKA_OIDC_ISSUERS: an issuer is named twice")
    return issuers


def build_key(data: dict[str, Any]) -> Jwk | None:
    """The key of one JWK, or None for one that cannot verify signatures (another use, an
    unsupported type or curve, a broken value)."""
    if data.get("use", "sig") != "sig":
        return None
    kty, crv, alg = data.get("kty"), data.get("crv"), data.get("alg")
    if not isinstance(kty, str) or not all(v is None or isinstance(v, str) for v in (crv, alg)):
        return None
    builder = CURVE_BUILDERS.get(crv or "") if kty == "EC" else KEY_BUILDERS.get(kty)
    if builder is None:
        return None
    try:
        key = jwt.PyJWK(data, algorithm=builder).key
    except (PyJWTError, TypeError, ValueError):
        return None
    return Jwk(kty=kty, crv=crv, alg=alg, key=key)


def parse_jwks(data: bytes) -> dict[str, Jwk]:
    """The usable keys of a JWK set by ``kid``; ValueError when it is not a JWK set at all."""
    try:
        document = msgspec.json.decode(data)
    except msgspec.DecodeError as error:
        raise ValueError(f"not JSON: {error}") from error
    keys = document.get("keys") if isinstance(document, dict) else None
    if not isinstance(keys, list):
        raise ValueError("not a JWK set (no 'keys' list)")
    found: dict[str, Jwk] = {}
    for item in keys:
        kid = item.get("kid") if isinstance(item, dict) else None
        jwk = build_key(item) if isinstance(kid, str) else None
        if jwk is not None:
            found[kid] = jwk
    return found


async def fetch_url(url: str, timeout: float) -> bytes:
    """The body of a JWKS URL: a 200 within ``timeout`` seconds in all, at most MAX_JWKS_BYTES."""
    with anyio.fail_after(timeout):
        async with (
            httpx.AsyncClient(timeout=timeout, follow_redirects=False, trust_env=False) as client,
            client.stream("GET", url, headers={"Accept": "application/json"}) as response,
        ):
            if response.status_code != 200:
                raise OSError(f"{url} answered {response.status_code}")
            body = bytearray()
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > MAX_JWKS_BYTES:
                    raise OSError(f"{url}: the key set is larger than {MAX_JWKS_BYTES} bytes")
            return bytes(body)


async def fetch_file(path: str, timeout: float) -> bytes:
    with anyio.fail_after(timeout):
        return await anyio.to_thread.run_sync(Path(path).read_bytes)


class IssuerKeys:
    """One issuer's key set: fetched at first use and kept, fetched again on an unknown ``kid``
    (at most once per ``interval`` seconds) or when older than ``max_age``."""

    def __init__(self, config: IssuerConfig, settings: Settings) -> None:
        self.config = config
        self.timeout = settings.oidc_fetch_timeout
        self.interval = settings.oidc_refresh_interval
        self.max_age = settings.oidc_max_age
        self.keys: dict[str, Jwk] = {}
        self.fetched: float | None = None  # monotonic time of the last fetch that succeeded
        self.tried: float | None = None  # ... of the last attempt
        self.failed = False  # the last attempt failed
        self.fetches = 0
        self.lock = asyncio.Lock()

    def stale(self, now: float) -> bool:
        return self.fetched is None or now - self.fetched >= self.max_age

    async def key(self, kid: str) -> Jwk:
        """The issuer's key named ``kid``; Unauthorized when the issuer has none of that name,
        Unavailable when its set cannot be fetched and holds no such key."""
        if kid in self.keys and not self.stale(time.monotonic()):
            return self.keys[kid]
        async with self.lock:  # concurrent requests for unknown kids wait for one fetch
            now = time.monotonic()
            if (kid not in self.keys or self.stale(now)) and (self.tried is None or now - self.tried >= self.interval):
                await self.refresh(now)
        if kid in self.keys:
            return self.keys[kid]
        if self.failed:
            wait = self.interval - (time.monotonic() - (self.tried or 0.0))
            raise Unavailable(
                "identity_provider_unavailable",
                f"The keys of {self.config.issuer} cannot be fetched now; try again later.",
                retry_after=max(1.0, wait),
            )
        raise Unauthorized("id_token_unknown_key", f"The token's key ({kid!r}) is not one of its issuer's keys.")

    async def refresh(self, now: float) -> None:
        self.tried = now
        self.fetches += 1
        source = self.config.jwks_url or self.config.jwks_file or ""
        try:
            if self.config.jwks_url is not None:
                data = await fetch_url(self.config.jwks_url, self.timeout)
            else:
                data = await fetch_file(source, self.timeout)
            keys = parse_jwks(data)
        except (OSError, ValueError, TimeoutError, httpx.HTTPError) as error:
            self.failed = True
            log.warning("the keys of issuer %s could not be fetched from %s: %s", self.config.issuer, source, error)
            return
        self.keys, self.fetched, self.failed = keys, time.monotonic(), False


def display_name(claims: dict[str, Any]) -> str | None:
    """The first of the token's name claims that is a valid player name, normalised."""
    for claim in NAME_CLAIMS:
        value = claims.get(claim)
        if isinstance(value, str):
            try:
                return normalise_name(value)
            except Invalid:
                continue
    return None


def fits(jwk: Jwk, alg: str) -> bool:
    """Whether ``jwk`` may verify a token signed with ``alg``: its type (and curve) is the
    algorithm's, and an ``alg`` the key names for itself is this one."""
    kty, curves = KEY_TYPES[alg]
    return jwk.kty == kty and (curves is None or jwk.crv in curves) and jwk.alg in (None, alg)


class Verifier:
    """The check of ID tokens and JWT access tokens against the configured issuers."""

    def __init__(self, issuers: tuple[IssuerConfig, ...], settings: Settings) -> None:
        self.issuers = {config.issuer: IssuerKeys(config, settings) for config in issuers}
        # the issuers the web client can sign people in with (their endpoints are configured)
        self.browser = tuple(config for config in issuers if config.token_endpoint is not None)
        self.leeway = settings.oidc_leeway

    @classmethod
    def of(cls, settings: Settings) -> Verifier:
        return cls(parse_issuers(settings.oidc_issuers), settings)

    async def verify(self, token: str) -> Identity:
        """The identity a valid token names; otherwise the problem saying why not."""
        if not self.issuers:
            raise Forbidden("sign_in_off", "This server trusts no identity provider (IGROTEKA_OIDC_ISSUERS).")
        try:
            header = jwt.get_unverified_header(token)
            unverified = jwt.decode(token, options={"verify_signature": False})
        except PyJWTError as error:
            raise Unauthorized("id_token_malformed", f"The token is not a signed JWT: {error}.") from error
        alg = header.get("alg")
        if not isinstance(alg, str):
            raise Unauthorized("id_token_malformed", "The token's header names no algorithm (alg).")
        if alg.lower() == "none":
            raise Unauthorized("id_token_alg_none", "An unsigned token (alg none) proves nothing.")
        issuer = unverified.get("iss")
        if not isinstance(issuer, str):
            raise Unauthorized("id_token_missing_claim", "The token has no issuer (iss).")
        keys = self.issuers.get(issuer)
        if keys is None:
            raise Unauthorized("id_token_unknown_issuer", f"This server does not trust the issuer {issuer!r}.")
        if alg not in keys.config.algorithms:
            raise Unauthorized(
                "id_token_alg_not_allowed",
                f"Tokens of {issuer} may use {', '.join(keys.config.algorithms)}, not {alg}.",
            )
        kid = header.get("kid")
        if not isinstance(kid, str) or not kid:
            raise Unauthorized("id_token_no_kid", "The token does not name its key (kid).")
        jwk = await keys.key(kid)
        if not fits(jwk, alg):
            raise Unauthorized(
                "id_token_key_mismatch", f"The key {kid!r} is a {jwk.kty} key, which does not sign with {alg}."
            )
        claims = self.checked(token, jwk, alg, keys.config)
        subject = claims["sub"]
        if not isinstance(subject, str) or not subject:
            raise Unauthorized("id_token_missing_claim", "The token has no subject (sub).")
        return Identity(issuer=issuer, subject=subject, name=display_name(claims))

    def checked(self, token: str, jwk: Jwk, alg: str, config: IssuerConfig) -> dict[str, Any]:
        """The token's claims once PyJWT has checked its signature and registered claims."""
        try:
            return jwt.decode(
                token,
                key=jwk.key,
                algorithms=[alg],
                audience=config.audience,
                issuer=config.issuer,
                leeway=self.leeway,
                options={"require": REQUIRED_CLAIMS, "verify_sub": True, "verify_jti": False},
            )
        except InvalidSignatureError as error:
            raise Unauthorized("id_token_bad_signature", "The token's signature does not hold.") from error
        except ExpiredSignatureError as error:
            raise Unauthorized("id_token_expired", "The token has expired (exp).") from error
        except ImmatureSignatureError as error:
            if "(iat)" in str(error):
                raise Unauthorized("id_token_issued_in_future", "The token was issued in the future (iat).") from error
            raise Unauthorized("id_token_not_yet_valid", "The token is not valid yet (nbf).") from error
        except MissingRequiredClaimError as error:
            raise Unauthorized("id_token_missing_claim", f"The token has no {error.claim} claim.") from error
        except InvalidAudienceError as error:
            raise Unauthorized(
                "id_token_wrong_audience", f"The token is not meant for this server (aud): {error}."
            ) from error
        except InvalidIssuerError as error:
            raise Unauthorized("id_token_unknown_issuer", f"The token's issuer is not valid: {error}.") from error
        except (DecodeError, InvalidIssuedAtError, InvalidTokenError, PyJWTError) as error:
            raise Unauthorized("id_token_malformed", f"The token's claims are not valid: {error}.") from error
