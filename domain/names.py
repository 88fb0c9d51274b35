"""Player names as people see them (issue 15): one name may not pose as another.

A name is stored NFC-normalised. It may not hold control characters, bidirectional overrides or
isolates, or invisible characters (zero-width spaces and joiners, word joiners, byte-order marks
and other format characters), and at most ``MAX_VISIBLE`` characters show (combining marks ride on
the character before them). Two names collide when their compatibility forms match without case
(``Anna`` and ``ＡＮＮＡ``): within one match or one tournament a name is taken once.
"""

from __future__ import annotations

import unicodedata

from domain.errors import Conflict, Invalid

MAX_VISIBLE = 32
INVISIBLE_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
INVISIBLE_EXTRA = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800", "\u180e"}  # fillers that render blank


def normalise_name(raw: str) -> str:
    """The name to store, or ``Invalid`` saying what is wrong with it."""
    name = unicodedata.normalize("NFC", raw).strip()
    if not name:
        raise Invalid("name_empty", "A name needs at least one visible character.")
    for char in name:
        category = unicodedata.category(char)
        if category in INVISIBLE_CATEGORIES or char in INVISIBLE_EXTRA:
            code = f"U+{ord(char):04X}"
            raise Invalid(
                "name_invisible", f"Names may not contain control, direction or invisible characters ({code})."
            )
        if category == "Zs" and char != " ":
            raise Invalid("name_invisible", f"Names use the plain space only (U+{ord(char):04X}).")
    if "  " in name:
        raise Invalid("name_invisible", "Names may not contain runs of spaces.")
    visible = sum(1 for char in name if not unicodedata.combining(char))
    if visible > MAX_VISIBLE:
        raise Invalid("name_too_long", f"A name shows at most {MAX_VISIBLE} characters ({visible} given).")
    return name


def name_key(name: str) -> str:
    """What two names must not share: the compatibility form without case."""
    return unicodedata.normalize("NFKC", name).casefold()


def check_unique(name: str, taken: list[str], version: int) -> None:
    """Refuse ``name`` when it collides with one of ``taken``."""
    key = name_key(name)
    if any(name_key(other) == key for other in taken):
        raise Conflict("name_taken", f"The name {name!r} is taken here.", version=version)
