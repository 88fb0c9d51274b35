"""Hidden information never reaches a viewer who may not see it, through any channel (docs/architecture.md §9).

Scripted seats play random legal matches through the real server over HTTP while every seat and a
spectator hold WebSocket streams. Every body and frame each viewer receives is kept with the match
version it shows. After the end, the record (the auditor's copy) is folded version by version and
each payload is searched for that viewer's secrets at that version, the match secret (RNG seed)
and the other seats' tokens.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import uuid
from collections.abc import Callable
from functools import partial
from random import Random
from typing import Any

import msgspec
import pytest
from websockets.asyncio.client import connect

from igroteka.domain.engine import Auditor, MoveForm, Reading, Rules, Seat, Spectator, Viewer, concrete
from igroteka.domain.games import GAMES
from igroteka.projections.words import WORDS
from tests.api.keepalive import Answer, Http
from tests.api.scenarios import scenarios
from tests.support.client import Api
from tests.support.server import ServerProcess

Payloads = list[tuple[int | None, str]]


TOKEN = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-")


def carries(text: str, secret: str) -> bool:
    """Whether ``text`` holds the instance id ``secret`` as a token of its own, not as a piece of a
    longer one (a match UUID such as ``…acc0-007e…`` does not carry the card ``c0-007``).

    Found with ``str.find``, then its neighbours looked at: a regular expression with a look-behind
    cannot skip ahead to the literal, and took four fifths of this file's time."""
    start = text.find(secret)
    while start >= 0:
        end = start + len(secret)
        if (start == 0 or text[start - 1] not in TOKEN) and (end == len(text) or text[end] not in TOKEN):
            return True
        start = text.find(secret, start + 1)
    return False


TOKENS = re.compile(r"[0-9A-Za-z_-]+")


def carried(text: str, secrets: set[str]) -> list[str]:
    """The ``secrets`` that ``text`` carries (as ``carries`` finds them), sorted. A secret made of
    token characters only is carried exactly when it is one of the text's maximal runs of them, so
    those are looked up among the runs, found once; any other secret is searched for."""
    if not secrets:
        return []
    runs = set(TOKENS.findall(text))
    return sorted(s for s in secrets if (s in runs if TOKEN.issuperset(s) else carries(text, s)))


def test_carries_finds_a_secret_only_as_a_token_of_its_own() -> None:
    assert carries('{"hand":["c0-007"]}', "c0-007")
    assert carries("c0-007", "c0-007")
    assert carries('"id":"7acc0-007e", "card":"c0-007"', "c0-007")  # the second one stands alone
    assert not carries('"id":"7acc0-007e-11"', "c0-007")
    assert not carries("xc0-007", "c0-007") and not carries("c0-007_", "c0-007")
    assert not carries("", "c0-007")


def test_carried_finds_what_carries_finds() -> None:
    texts = ['{"hand":["c0-007"]}', "c0-007", '"id":"7acc0-007e", "card":"c0-007"', '"id":"7acc0-007e-11"', "xc0-007"]
    texts += ["c0-007_", "", '{"a":"b:c d.e", "x":"d.e-1"}', "k:1,k:10"]
    secrets = {"c0-007", "7acc0-007e", "b:c", "d.e", "k:1", "k:10", "e-1"}
    for text in texts:
        assert carried(text, secrets) == sorted(s for s in secrets if carries(text, s)), text
    assert carried('{"a":"b:c d.e"}', secrets) == ["b:c", "d.e"]


class Viewers:
    """What each viewer has received: (version shown, text), and each text's JSON (None if it is
    not JSON), decoded once."""

    def __init__(self, seats: int) -> None:
        self.seen: dict[str, Payloads] = {f"seat{n}": [] for n in range(seats)} | {"spectator": []}
        self.bodies: dict[str, list[Any]] = {who: [] for who in self.seen}
        self.framed: dict[str, int] = {}  # each stream's newest version, once it has sent a frame

    def add(self, who: str, text: str) -> None:
        try:
            body = msgspec.json.decode(text)
        except ValueError:
            body = None
        version = body.get("version") if isinstance(body, dict) else None
        if version is None and self.seen[who]:
            version = self.seen[who][-1][0]
        self.seen[who].append((version, text))
        self.bodies[who].append(body)

    def framed_by(self, who: str, text: str) -> None:
        """A stream's frame."""
        self.add(who, text)
        self.framed[who] = max(self.framed.get(who, 0), self.seen[who][-1][0] or 0)

    async def streams_reach(self, version: int, seconds: float = 30) -> None:
        """Wait until every viewer's stream has sent a frame showing ``version`` (0: any frame)."""
        deadline = time.monotonic() + seconds
        while any(self.framed.get(who, -1) < version for who in self.seen):
            assert time.monotonic() < deadline, f"the streams reached {self.framed}, not version {version}"
            await asyncio.sleep(0.01)


TRIES = 30  # times a request is sent while the store does not answer in time


async def answered(http: Http, method: str, path: str, seen: Callable[[str], None] | None = None, **kw: Any) -> Answer:
    """The server's answer, the request sent again unchanged (a move with its move_id) after its
    ``Retry-After`` while it is 503 ``store_timeout``, which a loaded machine answers to any request
    whose store work outlasts the deadline (2 s): the contract's "the request may still complete;
    retry". ``seen`` is handed every answer's body."""
    for _ in range(TRIES):
        response = await http.request(method, path, **kw)
        if seen is not None:
            seen(response.text)
        if response.status_code != 503 or response.json()["code"] != "store_timeout":
            return response
        await asyncio.sleep(int(response.headers["retry-after"]))
    raise AssertionError(f"{method} {path}: the store did not answer in time {TRIES} times: {response.text}")


async def call(http: Http, viewers: Viewers, who: str, method: str, path: str, token: str | None, **kw: Any) -> Answer:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    seen = partial(viewers.add, who)
    response = await answered(http, method, path, seen, headers=headers, **kw)
    assert response.status_code < 500, response.text
    return response


async def watch(url: str, viewers: Viewers, who: str, done: asyncio.Event) -> None:
    """Keep every frame of the stream at ``url`` until ``done`` is set."""
    async with connect(url, proxy=None, max_size=None) as ws:
        stop = asyncio.ensure_future(done.wait())
        while True:
            frame = asyncio.ensure_future(ws.recv())
            await asyncio.wait({frame, stop}, return_when=asyncio.FIRST_COMPLETED)
            if not frame.done():  # recv may be cancelled: nothing of a frame is lost or kept half
                frame.cancel()
                await asyncio.gather(frame, return_exceptions=True)
                return
            text = frame.result()
            viewers.framed_by(who, text if isinstance(text, str) else text.decode())


async def play_watched(
    server: ServerProcess, game: str, seats: int, options: dict[str, Any], seed: int, lang: str = "en"
) -> tuple[Viewers, dict[str, Any], dict[int, str]]:
    """A random match every seat and a spectator watch, every answer and frame in ``lang``."""
    rng = Random(seed)
    rules = GAMES[game]
    viewers = Viewers(seats)
    language = {"Accept-Language": lang}
    async with Http(server.url, headers=language) as http:
        body = {"game": game, "seats": seats, "options": options}
        response = await answered(http, "POST", "/api/v1/matches", json=body)
        assert response.status_code == 201, response.text
        created = response.json()
        match_id = created["id"]
        tokens: dict[int, str] = {}
        for n in range(seats):
            # a claim is not sent again: one that completed after its 503 took the seat, its token lost
            claim = await http.post(f"/api/v1/matches/{match_id}/seats", json={"name": f"p{n}"})
            assert claim.status_code == 201, claim.text
            tokens[claim.json()["seat"]] = claim.json()["token"]
        done = asyncio.Event()
        base = f"{server.ws}/api/v1/matches/{match_id}/stream?lang={lang}"
        watchers = [
            asyncio.create_task(watch(f"{base}&token={tokens[n]}", viewers, f"seat{n}", done)) for n in range(seats)
        ]
        watchers.append(asyncio.create_task(watch(base, viewers, "spectator", done)))
        await viewers.streams_reach(0)  # every stream is open: it sees the whole match
        path = f"/api/v1/matches/{match_id}"
        for _ in range(20_000):
            envelope = (await call(http, viewers, "spectator", "GET", path, None)).json()
            if envelope["status"] == "finished":
                break
            seat = rng.choice(envelope["to_act"])
            who = f"seat{seat}"
            await call(http, viewers, who, "GET", f"{path}/view", tokens[seat])
            legal = (await call(http, viewers, who, "GET", f"{path}/legal-moves", tokens[seat])).json()
            if rng.random() < 0.05:  # a wrong move: its error must not leak either
                await call(
                    http,
                    viewers,
                    who,
                    "POST",
                    f"{path}/moves",
                    tokens[seat],
                    json={"move_id": str(uuid.uuid4()), "move": {"type": "no_such_move"}},
                )
            choices = legal["moves"] + legal["forms"]
            move = concrete(rules, msgspec.convert(rng.choice(choices), rules.Move | MoveForm), rng)
            response = await call(
                http,
                viewers,
                who,
                "POST",
                f"{path}/moves",
                tokens[seat],
                json={"move_id": str(uuid.uuid4()), "move": msgspec.to_builtins(move)},
            )
            assert response.status_code == 200, response.text
        else:
            raise AssertionError("the match did not end")
        await call(http, viewers, "spectator", "GET", "/api/v1/matches", None, params={"game": game})
        await call(http, viewers, "spectator", "GET", f"{path}/events", None)
        for n in range(seats):
            await call(http, viewers, f"seat{n}", "GET", f"{path}/events", tokens[n])
        await viewers.streams_reach(envelope["version"])  # every stream has sent the end
        done.set()
        await asyncio.gather(*watchers)
        record = await answered(http, "GET", f"{path}/record")  # the auditor's copy: no viewer's payload
        assert record.status_code == 200, record.text
    return viewers, record.json(), tokens


def secrets_by_version(
    rules: Rules[Any], record: dict[str, Any], viewers: dict[str, Viewer]
) -> dict[str, dict[int, set[str]]]:
    """Each viewer's secrets at every version of the match, from the auditor's record."""
    out: dict[str, dict[int, set[str]]] = {who: {} for who in viewers}
    state = None
    for event in record["events"]:
        for fact in event.get("facts", []):  # the start's setup facts, a move's facts
            state = rules.evolve(state, msgspec.convert(fact, rules.Fact))
        for who, viewer in viewers.items():
            out[who][event["version"]] = rules.secrets(state, viewer) if state is not None else set()
    return out


def named_secrets_by_version(
    rules: Rules[Any], record: dict[str, Any], viewers: dict[str, Viewer], lang: str
) -> dict[str, dict[int, set[str]]]:
    """Each viewer's secret names at every version: the names (in ``lang``) of the cards the viewer
    may not see that no card the viewer may see shares (a copy in sight names its type openly)."""
    named = NAMERS.get(rules.id)
    out: dict[str, dict[int, set[str]]] = {who: {} for who in viewers}
    state = None
    for event in record["events"]:
        for fact in event.get("facts", []):
            state = rules.evolve(state, msgspec.convert(fact, rules.Fact))
        if named is None or state is None:
            continue
        read = Reading(lang=lang, viewer=Auditor())
        names = {i: name(read) for i, name in named(state).items()}  # once a version, for every viewer
        for who, viewer in viewers.items():
            hidden = rules.secrets(state, viewer) & names.keys()
            shown = {names[i] for i in names.keys() - hidden}
            out[who][event["version"]] = {names[i] for i in hidden} - shown
    return out


def namers_den_pobedy(state: Any) -> dict[str, Callable[[Reading], str]]:
    words = WORDS["den_pobedy"]
    return {i: partial(words.type_name, t) for i, t in state.types.items()}


def namers_pyatiletka(state: Any) -> dict[str, Callable[[Reading], str]]:
    from igroteka.domain.games.pyatiletka.content import CHARACTERS, PLANS

    return {i: partial(WORDS["pyatiletka"].card_name, i) for i in (*CHARACTERS, *PLANS)}


def namers_ecologic(state: Any) -> dict[str, Callable[[Reading], str]]:
    from igroteka.domain.games.ecologic.content import CARDS, EVENTS

    words = WORDS["ecologic"]
    return {i: partial(words.item_name, i) for i in CARDS} | {i: partial(words.named, i) for i in EVENTS}


def namers_zavody(state: Any) -> dict[str, Callable[[Reading], str]]:
    from igroteka.domain.games.zavody.content import EVENTS, POSTERS, TILES

    words = WORDS["zavody"]
    return (
        {i: partial(words.tile_name, i) for i in TILES}
        | {i: partial(words.named, POSTERS, i) for i in POSTERS}
        | {i: partial(words.named, EVENTS, i) for i in EVENTS}
    )


# How a game's words name each card a viewer may not see («Победа!» is not here: every event's name
# is on its public board, so no name can tell a hidden card; its words name no card id either).
NAMERS: dict[str, Callable[[Any], dict[str, Callable[[Reading], str]]]] = {
    "den_pobedy": namers_den_pobedy,
    "pyatiletka": namers_pyatiletka,
    "ecologic": namers_ecologic,
    "zavody": namers_zavody,
}
WORD_FIELDS = ("text", "label", "warning", "summary")


WORD_KEYS = "|".join(WORD_FIELDS)
WORDED = re.compile(rf'"(?:{WORD_KEYS})"\s*:\s*("(?:[^"\\]|\\.)*")')


def words_in(text: str) -> list[str]:
    """The sentences and labels a payload holds for people to read: every string under a key of
    WORD_FIELDS, at any depth (``outcome_words``' summary among them), read from the JSON text
    itself (a key is a string followed by a colon, which no string inside a string can be)."""
    return [msgspec.json.decode(literal) for literal in WORDED.findall(text)]


def test_words_in_finds_every_worded_string_at_any_depth() -> None:
    body = {
        "label": "A",
        "x": [{"text": 'B "quoted" \\ Ё'}, {"warning": "C", "summary": 1}],
        "outcome_words": {"summary": "D"},
        "t": 'a "text":"not a key"',
        "events": [{"body": {"text": "E"}}, "label"],
    }
    for text in (json.dumps(body), json.dumps(body, ensure_ascii=False, separators=(",", ":"))):
        assert sorted(words_in(text)) == ["A", 'B "quoted" \\ Ё', "C", "D", "E"], text
    assert words_in("not json") == []


def names_in(words: list[str], names: set[str]) -> list[str]:
    """The ``names`` a word names as a whole word (a name's literal is looked for before the pattern)."""
    return sorted(n for n in names for w in words if n in w and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", w))


# Each scenario is watched in Russian (seed 1) on SQLite and in English (seed 2) on PostgreSQL:
# every scenario in both languages and on both stores. `make soak` watches the other two pairs.
STORE_AND_SEED = [
    pytest.param("sqlite", 1, id="sqlite-1"),
    pytest.param("postgres", 2, id="postgres-2"),
    pytest.param("sqlite", 2, id="sqlite-2", marks=pytest.mark.soak),
    pytest.param("postgres", 1, id="postgres-1", marks=pytest.mark.soak),
]


@pytest.mark.parametrize(("game", "seats", "options"), scenarios())
@pytest.mark.parametrize(("server", "seed"), STORE_AND_SEED, indirect=["server"], scope="module")
def test_no_viewer_receives_what_it_may_not_see(
    server: ServerProcess, game: str, seats: int, options: dict[str, Any], seed: int
) -> None:
    """Through every channel, in Russian (seed 1) and English (seed 2): no secret instance id, and
    no sentence or label naming a card the viewer may not see."""
    rules = GAMES[game]
    lang = "ru" if seed == 1 else "en"
    viewers, record, tokens = asyncio.run(play_watched(server, game, seats, options, seed=seed, lang=lang))
    who_is = {f"seat{n}": Seat(n) for n in range(seats)} | {"spectator": Spectator()}
    secrets = secrets_by_version(rules, record, who_is)
    named = named_secrets_by_version(rules, record, who_is, lang)
    worded = 0
    assert any(s for per in secrets.values() for s in per.values()), f"{game}: no hidden information at all?"
    checked = 0
    for who, payloads in viewers.seen.items():
        others = [t for n, t in tokens.items() if who != f"seat{n}"]
        for version, text in payloads:
            assert record["secret"] not in text, f"{who} received the RNG seed"
            assert not any(t in text for t in others), f"{who} received another seat's token"
            hidden = secrets[who].get(version, set()) if version is not None else set()
            leaked = carried(text, hidden)
            assert not leaked, f"{game}: {who} received {leaked[:5]} at version {version}: {text[:300]}"
            words = words_in(text)
            told = names_in(words, named[who].get(version, set()) if version is not None else set())
            assert not told, f"{game}: {who}'s words name {told[:5]} at version {version}: {words[:5]}"
            worded += len(words)
            checked += 1
    assert checked > 50
    assert worded > 50, f"{game}: the viewers read almost no words"
    assert own_choices_only(viewers, seats) > 5


def own_choices_only(viewers: Viewers, seats: int) -> int:
    """A spectator's frames carry no choices; a seat's carry its own: the legal moves and forms
    GET legal-moves gave that seat at the same version. The number of frames compared."""
    for _, text in viewers.seen["spectator"]:
        assert '"choices"' not in text, f"a spectator received a seat's choices: {text[:300]}"
    compared = 0
    for n in range(seats):
        framed: dict[int, Any] = {}
        listed: dict[int, Any] = {}
        for (version, _), body in zip(viewers.seen[f"seat{n}"], viewers.bodies[f"seat{n}"], strict=True):
            if body.get("type") in ("snapshot", "events"):
                framed[version] = (body["choices"]["moves"], body["choices"]["forms"])
            elif "moves" in body and "type" not in body:
                listed[version] = (body["moves"], body["forms"])
        for version in framed.keys() & listed.keys():
            assert framed[version] == listed[version], f"seat {n}'s frame at {version} lists other moves"
            compared += 1
    return compared


# ---------------------------------------------------------------- what others can count
Observed = list[tuple[int, str, int | None, str | None]]


def observed(api: Api, match_id: str, token: str | None, until: str | None) -> tuple[int, Observed]:
    """What one viewer can count of a match: the envelope's version and every feed item's version,
    kind, seat and body type, up to the first item of type ``until`` (the end of the private phase)."""
    version = api.envelope(match_id)["version"]
    items: Observed = []
    for item in api.call("GET", f"/api/v1/matches/{match_id}/events", token).json()["events"]:
        body = item["body"] if isinstance(item["body"], dict) else {}
        items.append((item["version"], item["kind"], item["seat"], body.get("type")))
        if until is not None and body.get("type") == until:
            return items[-1][0], items
    return version, items


def private_choice(api: Api, match_id: str, token: str, n: int) -> dict[str, Any]:
    """The ``n``-th of very different private moves for one seat: every listed move, then members of
    each form (a deck, a placement) drawn at random."""
    legal = api.legal(match_id, token, "seat0")
    samples = [msgspec.convert(form, MoveForm).sample(Random(k)) for form in legal["forms"] for k in range(CHOICES)]
    return (legal["moves"] + samples)[n]


CHOICES = 6
PRIVATE_PHASES = [  # game, options, the public fact that ends the private phase
    ("den_pobedy", {"deck_size": 45}, None),
    ("den_pobedy", {"deck_size": 20}, None),
    ("zavody", {"mode": "basic"}, "placements_revealed"),
    ("zavody", {"mode": "challenge", "stars": 1}, "placements_revealed"),
]


@pytest.mark.parametrize(("game", "options", "until"), PRIVATE_PHASES)
def test_others_cannot_count_a_seats_private_steps(
    server: ServerProcess, game: str, options: dict[str, Any], until: str | None
) -> None:
    """Seat 0 makes very different private choices (issue 15: a deck built card by card, a placement
    step by step); seat 1 and a spectator must observe the same versions and feed items every time."""
    api = Api(server.url)
    seen: dict[str, set[str]] = {"spectator": set(), "seat1": set()}
    for run in range(CHOICES):
        match_id = api.create(game, 2, options)["id"]
        tokens = [api.claim(match_id, f"p{seat}", seat)["token"] for seat in range(2)]
        choice = private_choice(api, match_id, tokens[0], run)
        assert api.move(match_id, tokens[0], choice, "seat0").status_code == 200, choice
        fixed = api.legal(match_id, tokens[1], "seat1")["moves"][0]
        assert api.move(match_id, tokens[1], fixed, "seat1").status_code == 200
        for who, token in (("spectator", None), ("seat1", tokens[1])):
            seen[who].add(json.dumps(observed(api, match_id, token, until)))
    api.close()
    assert len(seen["spectator"]) == 1, f"{game}: a spectator counts different steps: {sorted(seen['spectator'])}"
    assert len(seen["seat1"]) == 1, f"{game}: the opponent counts different steps: {sorted(seen['seat1'])}"
