"""Player names as people see them (issues 15, 40): one name may not pose as another.

A name is stored NFC-normalised. It may not hold control characters, bidirectional overrides or
isolates, or invisible characters (zero-width spaces and joiners, word joiners, byte-order marks,
variation selectors, the combining grapheme joiner and the other default-ignorable characters), and
at most ``MAX_VISIBLE`` characters show (combining marks ride on the character before them). A
combining mark needs a character to carry it, and one carries at most ``MAX_MARKS``.

Two names collide when they look alike (``looks_alike``): their confusable skeletons (Unicode
TS #39, from the confusables data ``confusable-homoglyphs`` ships) match as written, or match
without case (``Alice``, Cyrillic ``Аlice``, Greek ``Αlice``, ``Alıce`` and ``Aʟɪᴄᴇ`` are one name;
so are ``Anna`` and ``ＡＮＮＡ``). Within one match or one tournament a name is taken once; the
same functions serve any other set of names (accounts).
"""

from __future__ import annotations

import json
import unicodedata
from functools import cache
from importlib.resources import files

from igroteka.domain.errors import Conflict, Invalid

MAX_VISIBLE = 32
MAX_LENGTH = 128  # code points as sent: a longer name is too long, without reading it further
MAX_MARKS = 4  # on one character: enough for any script's syllables, not for a pile of accents
INVISIBLE_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
MARKS = {"Mn", "Me", "Mc"}
# Default-ignorable characters that are not format characters (Cf): they render as nothing
INVISIBLE_EXTRA = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f\u2800\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10)))  # variation selectors 1-16
    + "".join(map(chr, range(0xE0100, 0xE01F0)))  # variation selectors 17-256
)
DIRECTION_MARKS = "\u200e\u200f"  # around right-to-left entries of the confusables data
SMALL_CAPITAL = "LATIN LETTER SMALL CAPITAL "


def normalise_name(raw: str) -> str:
    """The name to store, or ``Invalid`` saying what is wrong with it."""
    if len(raw) > MAX_LENGTH:
        raise Invalid("name_too_long", f"A name is at most {MAX_LENGTH} characters long ({len(raw)} given).")
    name = unicodedata.normalize("NFC", raw).strip()
    if not name:
        raise Invalid("name_empty", "A name needs at least one visible character.")
    marks = 0
    carrier = False  # the character before can carry a combining mark
    for char in name:
        category = unicodedata.category(char)
        if category in INVISIBLE_CATEGORIES or char in INVISIBLE_EXTRA:
            code = f"U+{ord(char):04X}"
            raise Invalid(
                "name_invisible", f"Names may not contain control, direction or invisible characters ({code})."
            )
        if category == "Zs" and char != " ":
            raise Invalid("name_invisible", f"Names use the plain space only (U+{ord(char):04X}).")
        if category in MARKS:
            marks += 1
            if not carrier:
                raise Invalid("name_marks", f"A combining mark (U+{ord(char):04X}) needs a character before it.")
            if marks > MAX_MARKS:
                raise Invalid("name_marks", f"A character carries at most {MAX_MARKS} combining marks.")
        else:
            marks, carrier = 0, char != " "
    if "  " in name:
        raise Invalid("name_invisible", "Names may not contain runs of spaces.")
    visible = sum(1 for char in name if not unicodedata.combining(char))
    if visible > MAX_VISIBLE:
        raise Invalid("name_too_long", f"A name shows at most {MAX_VISIBLE} characters ({visible} given).")
    return name


@cache
def prototypes() -> dict[str, str]:
    """Each character's prototype in the confusables data, where it is another string.

    The data lists, for every character, those it is confusable with: a character that stands
    for others (its prototype) lists them all, each of them lists it. Characters joined through
    single characters form a class whose prototype is the one joined to all the others (of a
    pair, the smaller); a character whose prototype is several characters lists just that.
    """
    data = json.loads(files("confusable_homoglyphs").joinpath("confusables.json").read_text(encoding="utf-8"))
    parent: dict[str, str] = {}

    def root(char: str) -> str:
        while parent.get(char, char) != char:
            char = parent[char]
        return char

    neighbours: dict[str, set[str]] = {}
    longer: dict[str, str] = {}
    for key, entries in data.items():
        if len(key) != 1:
            continue
        for entry in entries:
            other = entry["c"].strip(DIRECTION_MARKS)
            if len(other) == 1:
                neighbours.setdefault(key, set()).add(other)
                neighbours.setdefault(other, set()).add(key)
                a, b = root(key), root(other)
                if a != b:
                    parent[max(a, b)] = min(a, b)
            elif other:
                longer[key] = other
    classes: dict[str, list[str]] = {}
    for char in neighbours:
        classes.setdefault(root(char), []).append(char)
    table = dict(longer)
    for members in classes.values():
        prototype = max(sorted(members), key=lambda c: len(neighbours[c]))
        table.update({char: prototype for char in members if char != prototype})
    for small in map(chr, [*range(0x0250, 0x02B0), *range(0x1D00, 0x1D2C), *range(0xA720, 0xA800)]):
        letter = unicodedata.name(small, "").removeprefix(SMALL_CAPITAL)
        if len(letter) == 1:  # a small capital (ʟ, ɪ, ᴇ ...) stands for its letter
            table[small] = letter.lower()
    return table


PROTOTYPES = prototypes()  # read once a process, as it starts (~0.2 s), not by its first claim


def skeleton(text: str) -> str:
    """The TS #39 skeleton of ``text``: decomposed, each character replaced by its prototype."""
    table = PROTOTYPES
    mapped = "".join(table.get(char, char) for char in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def name_keys(name: str) -> tuple[str, str]:
    """What two names must not share: the skeleton of the name's compatibility form as written,
    and the one of its case fold (``ALICE`` and ``alice``; ``AIice`` and ``Alice``)."""
    compatible = unicodedata.normalize("NFKC", name)
    return skeleton(compatible), skeleton(skeleton(compatible.casefold()).casefold())


def looks_alike(name: str, other: str) -> bool:
    """Whether ``name`` and ``other`` render alike: either key is the same."""
    return any(a == b for a, b in zip(name_keys(name), name_keys(other), strict=True))


def check_unique(name: str, taken: list[str], version: int) -> None:
    """Refuse ``name`` when it looks like one of ``taken``."""
    if any(looks_alike(name, other) for other in taken):
        raise Conflict("name_taken", f"The name {name!r} is taken here (or one that looks like it).", version=version)
