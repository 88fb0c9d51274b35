"""What a player is told: notices, each a pure function of stored events and the state they bring.

A notice names its player (an account id), its kind and what caused it, and carries nothing a
spectator of the match could not see: ids, seats, versions, names and, once a match is over, its
outcome as spectators read it (winners, scores, why it ended). Never a table, a hand, a deck or a
seat's private part: a notice is built from the match's envelope-level facts only.

The offers' notices (a challenge received, answered, cancelled or expired; an invitation used; a
rematch offered, declined or started) are made by the offers' books (``server/offerbook.py``) from
the step they tell of, for the person on the other side of it: ids, the game, seats and names the
recipient may read of the offer already, never a seat token or an invitation's code.

Each notice has a stable ``key`` made from its cause (the match and version, the quick-play
request, the tournament's tour, the rated match, the offer and its step): the same stored events always make the same
keys, and the key deduplicates a notice everywhere (the outbox's unique column, a webhook's
``webhook-id``, a push's topic).

A new kind is one ``Struct`` subclass of ``NoticeBase`` with its tag, added to ``Notice`` and given
its words in ``WORDS`` (a challenge arrived, a correspondence reminder: each one line in each).
"""

from __future__ import annotations

from typing import Any

import msgspec

from igroteka.domain.engine import Outcome, Reading, Spectator, Words, phrase
from igroteka.domain.entries import STARTED, TAKEBACK_REQUESTED
from igroteka.domain.games import GAMES
from igroteka.domain.match import Match
from igroteka.domain.standing import Standing
from igroteka.domain.tournament import Tournament
from igroteka.projections.notes import Lang
from igroteka.projections.ratings import RatingUpdate
from igroteka.projections.words import REASONS, game_words, shown_name


class NoticeBase(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind"):
    """What every notice carries: its deduplication ``key`` and the ``player`` it is for."""

    key: str
    player: str


class YourTurn(NoticeBase, tag="your_turn"):
    """A seat the player holds is to act at ``version`` of the match (it was not just before)."""

    game: str
    match: str
    seat: int
    version: int


class Paired(NoticeBase, tag="paired"):
    """The player's quick-play request ``seek`` made a match: the player holds ``seat`` of it (their
    player token acts for it)."""

    game: str
    match: str
    seat: int
    seek: str


class TakebackAsked(NoticeBase, tag="takeback_asked"):
    """Seat ``by`` asks to take back its move stored at ``takeback``; the player's ``seat`` is asked
    to consent."""

    game: str
    match: str
    seat: int
    version: int
    by: int
    takeback: int


class MatchEnded(NoticeBase, tag="match_ended"):
    """The match the player held ``seat`` of is over, as spectators read its outcome: the winners'
    seats and names, every seat's score, and why it ended (``reason``, None when the game decided it)."""

    game: str
    match: str
    seat: int
    version: int
    winners: list[int]
    winner_names: list[str]
    scores: list[int]
    reason: str | None


class TourStarted(NoticeBase, tag="tour_started"):
    """A tour of a tournament the player registered for began: their ``table`` (from 1), its
    ``match`` and their ``seat`` at it."""

    game: str
    tournament: str
    tour: int
    table: int
    match: str
    seat: int


class RatingChanged(NoticeBase, tag="rating_changed"):
    """The rated ``match`` moved the player's rating in the game from ``before`` to ``after``
    (Glicko-2's r or OpenSkill's μ), their ``place`` counted from 1."""

    game: str
    match: str
    before: float
    after: float
    place: int


class TimeRunningOut(NoticeBase, tag="time_running_out"):
    """A correspondence reminder: the player's ``seat`` of ``match``, to act since ``version``, has
    until ``deadline`` (ISO 8601, UTC); it comes ``point`` seconds before, as the player chose."""

    game: str
    match: str
    seat: int
    version: int
    deadline: str
    point: int


class ChallengeReceived(NoticeBase, tag="challenge_received"):
    """Player ``by`` (named ``by_name``) challenges the player to a match of ``game`` for ``seats``,
    ``rated`` or not: ``challenge`` waits for the player's answer until ``expires`` (ISO 8601, UTC)."""

    game: str
    challenge: str
    by: str
    by_name: str
    seats: int
    rated: bool
    expires: str


class ChallengeAccepted(NoticeBase, tag="challenge_accepted"):
    """The challenged player ``by`` (``by_name``) accepted the player's ``challenge``: ``match``
    starts, the player's seat held for their account (their player token acts for it)."""

    game: str
    challenge: str
    by: str
    by_name: str
    match: str


class ChallengeDeclined(NoticeBase, tag="challenge_declined"):
    """The challenged player ``by`` (``by_name``) declined the player's ``challenge``."""

    game: str
    challenge: str
    by: str
    by_name: str


class ChallengeCancelled(NoticeBase, tag="challenge_cancelled"):
    """The challenger ``by`` (``by_name``) withdrew the ``challenge`` they had sent the player."""

    game: str
    challenge: str
    by: str
    by_name: str


class ChallengeExpired(NoticeBase, tag="challenge_expired"):
    """The player's ``challenge`` to ``challenged`` (``challenged_name``) expired unanswered."""

    game: str
    challenge: str
    challenged: str
    challenged_name: str


class InvitationTaken(NoticeBase, tag="invitation_used"):
    """Someone took ``seat`` of ``match`` with the player's ``invitation``, and sits there as ``name``."""

    game: str
    invitation: str
    match: str
    seat: int
    name: str


class RematchOffered(NoticeBase, tag="rematch_offered"):
    """Seat ``by`` (``by_name``) of the finished ``match`` offers a rematch: the player's ``seat`` is
    asked to accept or decline it until ``expires`` (ISO 8601, UTC)."""

    game: str
    match: str
    seat: int
    by: int
    by_name: str
    expires: str


class RematchDeclined(NoticeBase, tag="rematch_declined"):
    """Seat ``by`` (``by_name``) declined the rematch the player's ``seat`` of ``match`` offered."""

    game: str
    match: str
    seat: int
    by: int
    by_name: str


class RematchStarted(NoticeBase, tag="rematch_started"):
    """Every seat accepted the rematch of ``previous``: ``match`` starts, the player at ``seat`` of
    it (their player token acts for it; their old seat's token reads the new seat's own)."""

    game: str
    match: str
    seat: int
    previous: str


Notice = (
    YourTurn | Paired | TakebackAsked | MatchEnded | TourStarted | RatingChanged | TimeRunningOut | ChallengeReceived
    | ChallengeAccepted | ChallengeDeclined | ChallengeCancelled | ChallengeExpired | InvitationTaken | RematchOffered
    | RematchDeclined | RematchStarted
)  # fmt: skip
KINDS: tuple[str, ...] = tuple(kind.__struct_config__.tag for kind in Notice.__args__)  # type: ignore[attr-defined]

WORDS: Words = {
    "your_turn": ("Ваш ход в «{title}».", "Your turn in «{title}»."),
    "paired": ("Соперники найдены: партия «{title}» началась.", "Opponents found: your «{title}» match begins."),
    "takeback_asked": ("В «{title}» просят вернуть ход.", "You are asked to allow a takeback in «{title}»."),
    "match_ended": ("Партия «{title}» окончена. {summary}", "Your «{title}» match is over. {summary}"),
    "tour_started": (
        "Тур {tour} турнира «{title}» начался: ваш стол {table}.",
        "Tour {tour} of the «{title}» tournament begins: your table is {table}.",
    ),
    "rating_changed": (
        "Рейтинг в «{title}»: {before} → {after}.",
        "Your «{title}» rating: {before} → {after}.",
    ),
    "time_running_out": (
        "Ваш ход в «{title}»: время истекает {deadline}.",
        "Your move in «{title}»: your time runs out at {deadline}.",
    ),
    "challenge_received": ("{name} вызывает вас на партию «{title}».", "{name} challenges you to «{title}»."),
    "challenge_accepted": (
        "{name} принимает ваш вызов: партия «{title}» началась.",
        "{name} accepted your challenge: your «{title}» match begins.",
    ),
    "challenge_declined": (
        "{name} отклоняет ваш вызов на партию «{title}».",
        "{name} declined your challenge to «{title}».",
    ),
    "challenge_cancelled": (
        "{name} отменяет вызов на партию «{title}».",
        "{name} withdrew their challenge to «{title}».",
    ),
    "challenge_expired": (
        "Ваш вызов на партию «{title}» истёк без ответа ({name}).",
        "Your challenge to «{title}» expired unanswered ({name}).",
    ),
    "invitation_used": (
        "{name} занимает место {seat} в «{title}» по вашему приглашению.",
        "{name} took seat {seat} of your «{title}» match with your invitation.",
    ),
    "rematch_offered": ("{name} предлагает реванш в «{title}».", "{name} offers a rematch of «{title}»."),
    "rematch_declined": ("{name} отказывается от реванша в «{title}».", "{name} declined the rematch of «{title}»."),
    "rematch_started": ("Реванш в «{title}» начался.", "Your «{title}» rematch begins."),
}
DECODER = msgspec.json.Decoder(Notice)
# the kinds whose sentence names the person who acted (``by_name``)
BY = (ChallengeReceived, ChallengeAccepted, ChallengeDeclined, ChallengeCancelled, RematchOffered, RematchDeclined)


class Moment(msgspec.Struct, frozen=True):
    """What a match was just before an event, as notices compare it: the seats to act, and
    whether it was over."""

    to_act: frozenset[int] = frozenset()
    over: bool = False


def moment(match: Match) -> Moment:
    return Moment(match.to_act, match.outcome is not None or match.cancelled)


def moment_of(kept: Standing) -> Moment:
    """The moment of a match as it stood after an event (the one before the next event)."""
    return Moment(kept.to_act, kept.over)


def players_of(kept: Standing) -> dict[int, str]:
    """The seats a player account holds, by seat (a guest's and a bot's seats hold none)."""
    return {n: h.player for n, h in enumerate(kept.holders) if h is not None and h.player is not None}


def in_person(kept: Standing, seat: int) -> bool:
    """Whether the seat's person plays it (no server bot plays it for them)."""
    holder = kept.holders[seat]
    return holder is not None and not holder.bot


def match_notices(kept: Standing, before: Moment) -> list[Notice]:
    """The notices a match's stored event makes (``kept``: the match as that event left it,
    ``before`` as it was just before): a turn for each seat newly to act, a takeback asked of each
    seat that must consent, and, as the match ends, its end for every seat a player holds."""
    version, entry = kept.version, kept.entry
    players = players_of(kept)
    game, mid = kept.game, str(kept.id)
    found: list[Notice] = []
    for seat in sorted(kept.to_act - before.to_act):
        if seat in players and in_person(kept, seat):
            key = f"your_turn:{mid}:{version}:{seat}"
            found.append(YourTurn(key=key, player=players[seat], game=game, match=mid, seat=seat, version=version))
    if entry.kind == TAKEBACK_REQUESTED:
        for seat in entry.body["consenters"]:
            if seat in players and in_person(kept, seat):
                key = f"takeback_asked:{mid}:{version}:{seat}"
                by, takeback = entry.body["seat"], entry.body["version"]
                found.append(
                    TakebackAsked(
                        key=key, player=players[seat], game=game, match=mid, seat=seat, version=version, by=by,
                        takeback=takeback,
                    )
                )  # fmt: skip
    outcome = kept.outcome
    if outcome is not None and not before.over:
        found.extend(ended(kept, outcome, players))
    return found


def ended(kept: Standing, outcome: Outcome, players: dict[int, str]) -> list[Notice]:
    """The end of the match for every seat a player holds, bot-played or not: its result is theirs."""
    names = [h.name if h is not None else "" for h in kept.holders]
    mid, version = str(kept.id), kept.version
    return [
        MatchEnded(
            key=f"match_ended:{mid}:{seat}",
            player=player,
            game=kept.game,
            match=mid,
            seat=seat,
            version=version,
            winners=list(outcome.winners),
            winner_names=[names[n] for n in outcome.winners],
            scores=list(outcome.scores),
            reason=outcome.reason,
        )
        for seat, player in sorted(players.items())
    ]


def started(kept: Standing) -> bool:
    """Whether the match's event it stands after started it."""
    return kept.entry.kind == STARTED


def paired_notices(kept: Standing, seeks: dict[int, str]) -> list[Notice]:
    """A quick-play match's start for each requester who is a player: ``seeks`` names the request
    that sat at each seat (the seeks' table keeps them; guests are told by polling their request)."""
    players = players_of(kept)
    mid = str(kept.id)
    return [
        Paired(key=f"paired:{seek}", player=players[seat], game=kept.game, match=mid, seat=seat, seek=seek)
        for seat, seek in sorted(seeks.items())
        if seat in players
    ]


def tour_notices(tournament: Tournament) -> list[Notice]:
    """The tournament's tour that just began, for each of its seated players who registered with
    a player account: their table and seat."""
    tour = len(tournament.seatings)
    seating = tournament.seatings[-1]
    tid = str(tournament.id)
    found: list[Notice] = []
    for table, (entrants, match) in enumerate(zip(seating.tables, seating.matches, strict=True)):
        for seat, entrant in enumerate(entrants):
            account = tournament.players[entrant].account
            if account is not None:
                key = f"tour_started:{tid}:{tour}:{account}"
                found.append(
                    TourStarted(
                        key=key, player=account, game=tournament.game, tournament=tid, tour=tour, table=table + 1,
                        match=match, seat=seat,
                    )
                )  # fmt: skip
    return found


def rating_notices(update: RatingUpdate) -> list[Notice]:
    """A rated match's update, for each of its players: their rating before and after it."""
    return [
        RatingChanged(
            key=f"rating_changed:{update.match}:{seat.player}",
            player=seat.player,
            game=update.game,
            match=update.match,
            before=seat.before.value,
            after=seat.after.value,
            place=seat.place,
        )
        for seat in update.seats
    ]


def notice_text(notice: Notice, lang: Lang) -> str:
    """The notice as a sentence in ``lang``."""
    read = Reading(lang=lang, viewer=Spectator())
    values: dict[str, Any] = {"title": game_title(notice.game, lang)}
    if isinstance(notice, MatchEnded):
        values["summary"] = ended_summary(notice, read)
    elif isinstance(notice, TourStarted):
        values |= {"tour": notice.tour, "table": notice.table}
    elif isinstance(notice, RatingChanged):
        values |= {"before": round(notice.before), "after": round(notice.after)}
    elif isinstance(notice, TimeRunningOut):
        values["deadline"] = notice.deadline[:16].replace("T", " ") + " UTC"
    elif isinstance(notice, ChallengeExpired):
        values["name"] = notice.challenged_name
    elif isinstance(notice, InvitationTaken):
        values |= {"name": notice.name, "seat": notice.seat + 1}  # seats are counted from 1 where people read them
    elif isinstance(notice, BY):
        values["name"] = notice.by_name
    kind = notice.__struct_config__.tag
    return phrase(WORDS, str(kind), read, **values) or ""


def game_title(game: str, lang: Lang) -> str:
    rules = GAMES[game]
    return rules.title if lang == "ru" else rules.title_en


def ended_summary(notice: MatchEnded, read: Reading) -> str:
    """Who won, the scores and why, as spectators read the outcome."""
    scores = " : ".join(str(s) for s in notice.scores)
    if notice.winner_names:
        named = zip(notice.winners, notice.winner_names, strict=True)
        winners = ", ".join(
            shown_name(name, n, read.lang) if name else read.tr(f"Место {n + 1}", f"Seat {n + 1}") for n, name in named
        )
        summary = read.tr(f"Победа: {winners}. Счёт {scores}.", f"Won by {winners}. Score {scores}.")
    else:
        summary = read.tr(f"Ничья. Счёт {scores}.", f"A draw. Score {scores}.")
    if notice.reason is None:
        return summary
    why = phrase(REASONS, notice.reason, read) or phrase(game_words(notice.game).REASONS, notice.reason, read)
    return f"{summary} ({why})" if why else summary
