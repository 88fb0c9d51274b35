"""Plays one match of every game against the server's bots, through the generated client alone.

    python openapi/clients/python/example.py http://127.0.0.1:8000

Only ``igroteka_client`` (generated from openapi.json by openapi-python-client) is used: no
hand-written types and no casts. A player account is made first: its player token claims each
seat and plays it. A seat asks for its legal moves and sends one of them; when it has none (the
bots or the other seats are to act) it asks for the match's envelope and waits. At the end the
player's profile counts the finished matches and "my games" lists none still running.
"""

from __future__ import annotations

import random
import sys
import time
import uuid

from igroteka_client import AuthenticatedClient, Client
from igroteka_client.api.games import list_games
from igroteka_client.api.matches import claim_seat, create_match, get_legal_moves, get_match, make_move
from igroteka_client.api.players import get_me, my_matches, sign_up
from igroteka_client.api.ratings import get_leaderboard, get_player_rating_history
from igroteka_client.models import (
    ClaimSeat,
    CreateMatch,
    CreateMatchOptions,
    LeaderboardPage,
    MatchCreated,
    MoveRequest,
    MyMatches,
    Problem,
    Profile,
    RatingHistory,
    SeatClaimed,
    SignedUp,
    SignUp,
)

SHORT = {"zavody": {"round_limit": 3}, "pyatiletka": {"rounds": 3}}  # options that keep the example short


class Refused(Exception):
    """The server answered a problem (RFC 9457) where the example expected a result."""


def claim(client: AuthenticatedClient, match_id: uuid.UUID, name: str) -> SeatClaimed:
    """A seat claimed with a new ``claim_id``, and once more with the same one on a 503 (the store's
    deadline passed while the claim may still have taken its seat): the retry answers the seat and
    token the first try took, never a second seat."""
    body = ClaimSeat(name=name, claim_id=uuid.uuid4())
    claimed = claim_seat.sync(match_id, client=client, body=body)
    if isinstance(claimed, Problem) and claimed.status == 503:
        claimed = claim_seat.sync(match_id, client=client, body=body)
    if not isinstance(claimed, SeatClaimed):
        raise Refused(f"claim: {claimed}")
    return claimed


def play(base_url: str, player: AuthenticatedClient, game: str, seats: int, rng: random.Random) -> str:
    """One match with the player in seat 0 and bots elsewhere, to the end; its outcome in words."""
    anyone = Client(base_url=base_url, raise_on_unexpected_status=True)
    options = CreateMatchOptions.from_dict(SHORT.get(game, {}))
    body = CreateMatch(game=game, seats=seats, bots=list(range(1, seats)), options=options)
    created = create_match.sync(client=anyone, body=body)
    if not isinstance(created, MatchCreated):
        raise Refused(f"create {game}: {created}")
    match_id = created.id
    claim(player, match_id, "Пример")
    seat = player  # the player token acts for the seat it claimed (so would the seat's own token)
    moves = 0
    while True:
        legal = get_legal_moves.sync(match_id, client=seat)
        if legal is None or isinstance(legal, Problem):
            raise Refused(f"legal moves of {game}: {legal}")
        if legal.moves:
            move = legal.moves[rng.randrange(len(legal.moves))]
            request = MoveRequest(move_id=uuid.uuid4(), move=move, expected_version=legal.version)
            accepted = make_move.sync(match_id, client=seat, body=request)
            if isinstance(accepted, Problem) and accepted.code != "version_conflict":
                raise Refused(f"move in {game}: {accepted.code}: {accepted.detail}")
            moves += 1
            continue
        envelope = get_match.sync(match_id, client=anyone)
        if envelope is None or isinstance(envelope, Problem):
            raise Refused(f"envelope of {game}: {envelope}")
        if envelope.status == "finished" and envelope.outcome is not None:
            return f"{game}: finished after {moves} moves of seat 0, winners {envelope.outcome.winners}"
        time.sleep(0.02)


def main(base_url: str) -> int:
    rng = random.Random(1)
    games = list_games.sync(client=Client(base_url=base_url))
    if not isinstance(games, list):
        raise Refused(f"games: {games}")
    signed = sign_up.sync(client=Client(base_url=base_url), body=SignUp(name=f"Пример {uuid.uuid4().hex[:8]}"))
    if not isinstance(signed, SignedUp):
        raise Refused(f"sign up: {signed}")
    player = AuthenticatedClient(base_url=base_url, token=signed.token.token, raise_on_unexpected_status=True)
    for game in games:
        print(play(base_url, player, game.id, game.min_players, rng), flush=True)
        board = get_leaderboard.sync(game.id, client=Client(base_url=base_url), limit=10)
        if not isinstance(board, LeaderboardPage):
            raise Refused(f"leaderboard of {game.id}: {board}")
        best = [r.name if isinstance(r.name, str) else r.player for r in board.rows]
        print(f"{game.id}: {board.players} rated players ({board.system}), the best {best}")
    profile = get_me.sync(client=player)
    running = my_matches.sync(client=player)
    if not isinstance(profile, Profile) or not isinstance(running, MyMatches):
        raise Refused(f"profile: {profile}, my games: {running}")
    print(f"player: {profile.counts.finished} finished, {len(running.matches)} in my games", flush=True)
    for rating in profile.ratings or []:
        history = get_player_rating_history.sync(profile.id, rating.game, client=Client(base_url=base_url))
        if not isinstance(history, RatingHistory):
            raise Refused(f"rating history in {rating.game}: {history}")
        print(f"player: {rating.game} rated {[round(p.rating) for p in history.points]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"))
