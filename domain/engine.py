"""The rules engine protocol every game implements, and ``BaseRules``, its shared defaults.

A game is a *decider*: ``setup`` deals, ``decide`` turns a move into facts (or raises
``IllegalMove``), ``evolve`` folds a fact into the state. Facts record everything random, so a
replay never calls an RNG. Views and redacted facts are all a viewer ever receives.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from random import Random
from typing import Any, ClassVar, Generic, Protocol, TypeVar

import msgspec


class Seat(msgspec.Struct, frozen=True, tag="seat"):
    """A player at the table, numbered from 0 in turn order."""

    n: int


class Spectator(msgspec.Struct, frozen=True, tag="spectator"):
    """Anyone without a seat token: sees only public information."""


class Auditor(msgspec.Struct, frozen=True, tag="auditor"):
    """Organisers and finished-match audits: sees everything."""


Viewer = Seat | Spectator | Auditor


class IllegalMove(Exception):
    """A move the rules refuse; ``code`` is stable and machine readable; ``game``, once the match
    machinery names it, says whose words explain the refusal."""

    def __init__(self, code: str, message: str, game: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.game = game


class Scoring(msgspec.Struct, frozen=True, tag_field="game"):
    """A game's end-of-game scoring as its rulebook computes it: each game subclasses it, tagged
    with its id, with ``seats``: per seat, the points of each of the game's categories (a code of
    the game's own), which add up to the seat's score in ``Outcome.scores``."""


class Outcome(msgspec.Struct, frozen=True):
    """How a finished match ended.

    ``winners`` lists the winning seats (several = shared win or a team; empty = draw).
    ``scores`` is each seat's main score (VP, lines, ...); ``tiebreaks`` holds, per seat, the
    game's further ranking keys in the game's order, higher is better. ``scoring``: how the game's
    rules scored each seat, category by category, when the game ended by its rules (not a
    resignation, a loss on time or an abandonment, which score nothing).
    """

    winners: list[int]
    scores: list[int]
    tiebreaks: list[list[int]] = []
    reason: str = ""
    scoring: Scoring | None = None


S = TypeVar("S")


class Rules(Protocol[S]):
    """One stateless instance per game id; the match machinery runs any of them."""

    id: ClassVar[str]
    title: ClassVar[str]
    title_en: ClassVar[str]
    players: ClassVar[range]
    version: ClassVar[int]
    Options: ClassVar[type[msgspec.Struct]]
    State: ClassVar[type[msgspec.Struct]]
    Move: ClassVar[Any]
    Fact: ClassVar[Any]  # a tagged union of frozen Structs with gc=False: data kept in every match's log
    Scoring: ClassVar[type[Scoring]]  # the game's end-of-game scoring, in its outcome

    def content(self) -> msgspec.Struct:
        """The public catalogue: cards, boards, tiles, with ids and Russian/English names."""
        ...

    def setup(self, options: Any, seats: int, rng: Random) -> list[Any]:
        """Facts that deal, shuffle and place; raise IllegalMove for bad options/seat counts."""
        ...

    def evolve(self, state: S | None, fact: Any) -> S:
        """Fold one fact into the state (may mutate it); never validates."""
        ...

    def decide(self, state: S, seat: int, move: Any, rng: Random) -> list[Any]:
        """The facts a legal move produces; raise IllegalMove otherwise. Never mutates."""
        ...

    def decide_and_fold(
        self, state: S, seat: int, move: Any, rng: Random, listed: list[Any] | None = None
    ) -> tuple[list[Any], S]:
        """``decide``'s facts and the state they lead to, a copy (``state`` is not changed). A game
        whose decision works that state out anyway gives it (``BaseRules``: folded afterwards).
        ``listed``: ``legal_moves(state, seat)`` when the caller has it at hand (None: not), so a
        move found in it is known legal and a game need not check it, nor list its moves again."""
        ...

    def copy_state(self, state: S) -> S:
        """A copy of a state that ``evolve`` may change freely (``BaseRules``: a deep copy through
        its msgpack encoding; a game may copy only what its ``evolve`` changes)."""
        ...

    def to_act(self, state: S) -> frozenset[int]:
        """Seats that may move now (several = simultaneous); empty once finished."""
        ...

    def legal_moves(self, state: S, seat: int) -> list[Any]:
        """Every move decide accepts from this seat now, and nothing else (a ``MoveForm`` entry
        stands for a family of moves too large to list)."""
        ...

    def view(self, state: S, viewer: Viewer) -> msgspec.Struct:
        """The table as this viewer may see it."""
        ...

    def shared_view(self, state: S, before: Any) -> Any:
        """What the frames of every viewer of this state share, made once a position by whoever
        sends them and handed to ``wire_view``. ``before`` is what this gave for an earlier
        position of the same match (None: none at hand): a game may reuse what still holds, so
        long as the result is a function of ``state`` alone (``BaseRules``: nothing shared)."""
        ...

    def wire_view(self, state: S, viewer: Viewer, shared: Any) -> msgspec.Struct | msgspec.Raw:
        """``view`` as a frame sends it, made with ``shared`` (``shared_view`` of this state): it
        may hold parts already encoded, or be its JSON already (``msgspec.Raw``), so long as its
        JSON is ``view``'s, byte for byte (``BaseRules``: ``view`` itself)."""
        ...

    def redact(self, fact: Any, viewer: Viewer) -> Any | None:
        """What this viewer may see of a fact (None: nothing at all)."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """None while running; the result once the match is over."""
        ...

    def secrets(self, state: S, viewer: Viewer) -> set[str]:
        """Strings (unique instance ids) this viewer must not receive now; for leak tests."""
        ...

    def default_move(self, state: S, seat: int) -> Any:
        """The move made for a seat to act whose clock ran out (issue 14): the game's default
        action, one of ``legal_moves(state, seat)`` (never a ``MoveForm``)."""
        ...


def fold(rules: Rules[S], facts: list[Any], state: S | None = None) -> S:
    """Replay facts into a state: no RNG, no validation."""
    for fact in facts:
        state = rules.evolve(state, fact)
    assert state is not None, "a game starts from at least one setup fact"
    return state


def decide_and_fold(
    rules: Rules[S], state: S, seat: int, move: Any, rng: Random, listed: list[Any] | None = None
) -> tuple[list[Any], S]:
    """``rules.decide_and_fold``: the facts of a legal move and the state they lead to, a copy
    (``listed``: the seat's legal moves at ``state``, if at hand)."""
    return rules.decide_and_fold(state, seat, move, rng, listed)


def clone(rules: Rules[S], state: S) -> S:
    """``rules.copy_state``: a copy of a game state that ``evolve`` may change freely."""
    return rules.copy_state(state)


class BaseRules(Generic[S]):
    """The members of ``Rules`` a game need not make its own, done the plain way; a game's rules
    class derives from it and overrides those it does better."""

    State: ClassVar[type[msgspec.Struct]]

    def decide_and_fold(
        self: Rules[S], state: S, seat: int, move: Any, rng: Random, listed: list[Any] | None = None
    ) -> tuple[list[Any], S]:
        facts = self.decide(state, seat, move, rng)
        return facts, fold(self, facts, self.copy_state(state))

    def copy_state(self, state: S) -> S:
        return msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=self.State)  # type: ignore[no-any-return]

    def shared_view(self, state: S, before: Any) -> Any:
        return None

    def wire_view(self: Rules[S], state: S, viewer: Viewer, shared: Any) -> msgspec.Struct | msgspec.Raw:
        return self.view(state, viewer)


def encode_state(state: Any) -> bytes:
    """Canonical bytes of a state, for replay and no-mutation comparisons."""
    return msgspec.msgpack.encode(state)


@cache
def _decoder(type_: Any) -> msgspec.json.Decoder[Any]:
    return msgspec.json.Decoder(type_)


def from_builtins(value: Any, type_: Any) -> Any:
    """``msgspec.convert`` for a game's tagged unions, without re-analysing the union each call
    (a cached decoder over the JSON bytes is about ten times faster); raises ValidationError."""
    return from_json(msgspec.json.encode(value), type_)


def from_json(data: bytes, type_: Any) -> Any:
    """JSON decoded as ``type_`` (a game's tagged union) by a decoder kept for the type."""
    return _decoder(type_).decode(data)


class LazyRandom(Random):
    """``Random(seed)``, seeded only when first used: most decisions draw nothing, and seeding (the
    seed hashed with SHA-512, the generator's whole state set from it) costs about 5 µs. On first
    use it becomes that very ``Random``, seeded, so every draw and state is ``Random(seed)``'s and
    later calls cost nothing extra."""

    def __init__(self, seed: str) -> None:  # not Random.__init__, which seeds at once
        self.unseeded = seed
        self.gauss_next = None

    def random(self) -> float:
        return plain(self).random()

    def getrandbits(self, k: int) -> int:
        return plain(self).getrandbits(k)

    def getstate(self) -> tuple[Any, ...]:
        return plain(self).getstate()

    def setstate(self, state: tuple[Any, ...]) -> None:
        plain(self).setstate(state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        plain(self).seed(a, version)


def plain(rng: Random) -> Random:
    """A ``LazyRandom`` turned into the plain ``Random`` it stands for, seeded (a method of it bound
    before may still be called after: then it is one already)."""
    if type(rng) is LazyRandom:
        seed = rng.__dict__.pop("unseeded")
        rng.__class__ = Random
        rng.seed(seed)
    return rng


def drawn(rng: Random) -> bool:
    """Whether a decision drew on ``rng``, its ``decision_rng``: a ``LazyRandom`` seeds itself
    on its first draw (``random`` or ``getrandbits``, beneath every other way of drawing; a
    decision never reads or sets a generator's state), so one still unseeded was never drawn on."""
    return type(rng) is not LazyRandom


def decision_rng(secret: str, version: int) -> Random:
    """The RNG for the decision taken at ``version`` of a match seeded by ``secret``.

    Deterministic, so an auditor holding the secret of a finished match can re-run every
    decision; a str seed is hashed with SHA-512 by ``random``, independent of PYTHONHASHSEED.
    """
    return LazyRandom(f"{secret}:{version}")


class Pick(msgspec.Struct, frozen=True):
    """One value a move form's list may hold: at most ``most`` times, each time weighing ``weight``."""

    value: str
    most: int
    weight: int = 1


class MoveForm(msgspec.Struct, frozen=True, tag="move_form"):
    """A parametric family of moves, listed by ``legal_moves`` where the moves are too many to list.

    It stands for every move ``{"type": move, field: [...]}`` whose list holds, in any order, only
    values of ``picks``, each at most its ``most`` times, and whose weights add up to at least
    ``least`` and at most ``total``. A game lists a form next to one concrete move of the family, so a
    client that only reads concrete moves still has one to send.
    """

    move: str
    field: str
    picks: list[Pick]
    least: int
    total: int

    def admits(self, move: Any) -> bool:
        """Whether ``move`` is one of the moves this form stands for."""
        built = msgspec.to_builtins(move)
        if not isinstance(built, dict) or built.get("type") != self.move or set(built) - {"type", self.field}:
            return False
        values = built.get(self.field, [])
        picks = {p.value: p for p in self.picks}
        if not isinstance(values, list) or not all(isinstance(v, str) and v in picks for v in values):
            return False
        counts = Counter(values)
        weight = sum(picks[v].weight * n for v, n in counts.items())
        return all(n <= picks[v].most for v, n in counts.items()) and self.least <= weight <= self.total

    def sample(self, rng: Random) -> dict[str, Any]:
        """A random member of the family, as JSON builtins: values drawn until a random weight is reached."""
        goal = rng.randint(self.least, self.total)
        counts: Counter[str] = Counter()
        weight = 0
        while weight < goal:
            fits = [p for p in self.picks if counts[p.value] < p.most and weight + p.weight <= self.total]
            if not fits:
                break
            pick = rng.choice(fits)
            counts[pick.value] += 1
            weight += pick.weight
        values = list(counts.elements())
        rng.shuffle(values)
        return {"type": self.move, self.field: values}


def allowed(legal: list[Any], move: Any) -> bool:
    """Whether ``move`` is among ``legal``: listed as is, or a member of a listed form."""
    return any(m.admits(move) if isinstance(m, MoveForm) else m == move for m in legal)


def concrete(rules: Rules[Any], entry: Any, rng: Random) -> Any:
    """A move to send for one ``legal_moves`` entry: the move itself, or a random member of a form."""
    return from_builtins(entry.sample(rng), rules.Move) if isinstance(entry, MoveForm) else entry


def default_of(legal: list[Any], prefer: tuple[type, ...], avoid: tuple[type, ...] = ()) -> Any:
    """A game's default among its legal moves: the first listed move of the first kind in ``prefer``
    that has one; else the first listed move of a kind not in ``avoid``; else the first listed move
    (forms left out: a game lists a concrete member beside each)."""
    concrete = [move for move in legal if not isinstance(move, MoveForm)]
    for kind in prefer:
        chosen = next((move for move in concrete if isinstance(move, kind)), None)
        if chosen is not None:
            return chosen
    return next((move for move in concrete if not isinstance(move, avoid)), concrete[0])


class Reading(msgspec.Struct, frozen=True):
    """Who reads a game's words and in which language: what a game's ``words`` module needs to put
    a fact, a move or a refusal into a sentence. ``lang`` is ``ru`` or ``en``; ``viewer`` decides
    which cards may be named (never one the viewer may not see); ``names`` are the seats' names."""

    lang: str
    viewer: Seat | Spectator | Auditor
    names: tuple[str, ...] = ()

    def tr(self, ru: str, en: str) -> str:
        """The Russian or the English of a phrase."""
        return ru if self.lang == "ru" else en

    def count(self, n: int, ru: tuple[str, str, str], en: tuple[str, str]) -> str:
        """``n`` with its noun in the reader's language: Russian forms for 1, 2 and 5 («1 карта»,
        «3 карты», «11 карт»), English for 1 and more ("1 card", "2 cards")."""
        if self.lang != "ru":
            return f"{n} {en[0] if abs(n) == 1 else en[1]}"
        last, tens = abs(n) % 10, abs(n) % 100
        form = 0 if last == 1 and tens != 11 else 1 if 2 <= last <= 4 and not 12 <= tens <= 14 else 2
        return f"{n} {ru[form]}"

    def seat(self, n: int) -> str:
        """Seat ``n`` by its person's name, or by its number counted from 1."""
        if 0 <= n < len(self.names) and self.names[n]:
            return self.names[n]
        return self.tr(f"Место {n + 1}", f"Seat {n + 1}")


Words = dict[str, tuple[str, str]]  # a key -> its Russian and English phrase


def phrase(words: Words, key: str, reading: Reading, **values: Any) -> str | None:
    """The phrase of ``key`` in the reader's language, its ``{fields}`` filled from ``values``;
    None when the catalogue has no such key."""
    pair = words.get(key)
    if pair is None:
        return None
    return (pair[0] if reading.lang == "ru" else pair[1]).format(**values)


class Touched(msgspec.Struct, frozen=True):
    """What one fact touched, so a client can mark a seat's last move on its table: the seats whose
    hand, table or supply it changed, the cells of a board (``board``: the seat whose own board
    they are on; null, the shared board), the hexes of a map and the cards, each by the id the
    viewer's views show it under. Each game builds it from a fact as the viewer received it
    (redacted), so it never names a card the viewer may not see."""

    seats: list[int] = []
    cells: list[int] = []
    board: int | None = None
    hexes: list[int] = []
    cards: list[str] = []


def touching(
    seats: Iterable[int] = (),
    cells: Iterable[int] = (),
    board: int | None = None,
    hexes: Iterable[int] = (),
    cards: Iterable[str | None] = (),
) -> Touched:
    """A ``Touched`` without repeats or unknowns: seats below 0 and cards None or empty (hidden,
    or absent) are left out. Built for every fact of every frame, and most facts touch one or two
    kinds: an empty kind is an empty list at once, not sorted through a set."""
    return Touched(
        seats=sorted({s for s in seats if s >= 0}) if seats else [],
        cells=sorted(set(cells)) if cells else [],
        board=board,
        hexes=sorted(set(hexes)) if hexes else [],
        cards=list(dict.fromkeys(c for c in cards if c)) if cards else [],
    )


def touched_by(touches: Mapping[type, Callable[[Any], Touched]], fact: Any) -> Touched | None:
    """What ``fact`` touched, by its kind's entry in a game's table (each game's ``touched.TOUCHES``,
    looked up by type: every fact of every frame comes here); None for a kind the table does not list."""
    toucher = touches.get(type(fact))
    return None if toucher is None else toucher(fact)
