"""The deployment's VAPID key (RFC 8292): the P-256 key pair that signs every Web Push request, so a
push service knows the push comes from the server its browser subscribed with.

The key comes from ``IGROTEKA_VAPID_KEY`` (a PEM, or the private key's 32 bytes base64url, for a
secret store) or else from the file ``IGROTEKA_VAPID_KEY_FILE`` (``var/vapid-key.pem``), made with
a fresh key on first start as the record-signing keys are (``server.keys.first_start``). Instances
sharing a store must share the key: a subscription is bound to the public key the browser was
given, and its push service refuses pushes signed by any other. Browsers take the public key from
``GET /api/v1/push/key`` (``applicationServerKey``: the uncompressed point, base64url).
"""

from __future__ import annotations

import base64
import binascii
import time
from pathlib import Path
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid02, VapidException

from igroteka.server.config import Settings
from igroteka.server.keys import KeyFileError, first_start

LIFETIME = 12 * 3600  # seconds a signed request's JWT holds (RFC 8292 allows at most 24 h)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    """Base64url with or without its padding (``binascii.Error`` when it is not)."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def fresh_pem() -> bytes:
    key = ec.generate_private_key(ec.SECP256R1())
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def parse(text: str, origin: str) -> ec.EllipticCurvePrivateKey:
    """A P-256 private key from a PEM or from its 32 bytes base64url."""
    try:
        if "-----BEGIN" in text:
            key = serialization.load_pem_private_key(text.encode(), password=None)
        else:
            key = ec.derive_private_key(int.from_bytes(unb64url(text.strip()), "big"), ec.SECP256R1())
    except (ValueError, TypeError, binascii.Error) as error:
        raise KeyFileError(f"{origin}: not a VAPID key: {error}") from error
    if not isinstance(key, ec.EllipticCurvePrivateKey) or not isinstance(key.curve, ec.SECP256R1):
        raise KeyFileError(f"{origin}: a VAPID key is an EC key on P-256")
    return key


def origin_of(endpoint: str) -> str:
    """The push service's origin, the ``aud`` its JWT names: scheme, host and port."""
    parts = urlsplit(endpoint)
    return f"{parts.scheme}://{parts.netloc}"


class VapidKey:
    """The key that signs this deployment's pushes, and its public half as browsers take it."""

    def __init__(self, key: ec.EllipticCurvePrivateKey, subject: str) -> None:
        self.vapid = Vapid02(key)
        self.subject = subject
        point = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        self.public_key = b64url(point)
        try:  # a push service refuses a JWT without a contact: a bad one stops the start, not a push
            self.authorization("https://push.invalid")
        except VapidException as error:
            raise KeyFileError(f"IGROTEKA_VAPID_SUBJECT: {subject!r} is no mailto: or https: contact") from error

    @classmethod
    def of(cls, settings: Settings) -> VapidKey:
        """The setting's key, else the file's (made on first start when missing)."""
        if settings.vapid_key:
            return cls(parse(settings.vapid_key, "IGROTEKA_VAPID_KEY"), settings.vapid_subject)
        path = Path(settings.vapid_key_file)
        first_start(path, fresh_pem, "give a writable IGROTEKA_VAPID_KEY_FILE or the key itself in IGROTEKA_VAPID_KEY")
        return cls(parse(path.read_text(), str(path)), settings.vapid_subject)

    def authorization(self, endpoint: str) -> str:
        """The ``Authorization`` header of a push to ``endpoint``: ``vapid t=<JWT>, k=<public key>``,
        the JWT (ES256) naming the push service's origin, an expiry and the deployment's contact."""
        claims = {"aud": origin_of(endpoint), "exp": int(time.time()) + LIFETIME, "sub": self.subject}
        return str(self.vapid.sign(claims)["Authorization"])
