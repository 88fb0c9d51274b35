"""A takeback across two instances (issue 14): asked on instance A, consented to on instance B
(which decides on the match as stored, not on its cache), and both instances then serve the match
as it was before the move; the consent sent again to A is refused, never stored twice."""

from __future__ import annotations

from tests.api.test_takeback import open_match, play_open_move, seated, table
from tests.cluster.support import Instance, settled
from tests.support.client import Api


def test_a_takeback_asked_on_one_instance_is_granted_on_the_other(pair: tuple[Instance, Instance]) -> None:
    a, b = (Api(instance.url) for instance in pair)
    match_id, tokens, seat = open_match(a, lambda: seated(a, "den_pobedy", 2), "den_pobedy", seed=8)
    before = table(a, match_id, None)
    _, moved = play_open_move(a, match_id, tokens[seat], "den_pobedy")
    asked = a.call("POST", f"/api/v1/matches/{match_id}/takeback", tokens[seat])
    assert asked.status_code == 200, asked.text
    granted = b.call("POST", f"/api/v1/matches/{match_id}/takeback/consent", tokens[1 - seat])
    assert granted.status_code == 200, granted.text
    assert granted.json()["version"] == moved["version"] + 3 and granted.json()["takeback"] is None
    again = a.call("POST", f"/api/v1/matches/{match_id}/takeback/consent", tokens[1 - seat])
    assert (again.status_code, again.json()["code"]) == (409, "no_takeback")
    for api in (a, b):
        envelope = settled(lambda api=api: api.envelope(match_id), moved["version"] + 3)
        assert envelope["version"] == moved["version"] + 3 and seat in envelope["to_act"]
        assert table(api, match_id, None) == before
    a.close()
    b.close()
