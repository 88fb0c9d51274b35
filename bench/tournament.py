"""Seating a tour of a large tournament through a real server (issue 14: 256 players).

Starts one server process on the given database, announces a tournament of ``--players`` players
at tables of ``--table-size`` of ``--game``, registers them, then times each ``POST .../tours``
(seating, creating every table's match in one transaction, answering the tour) for ``--tours``
tours; between tours the organiser decides every table without playing it: ``--end forfeit``
forfeits each once the tour's limit (1 s) has passed, ``--end cancel`` cancels each table's match
(a table with no result). ``--clock S`` gives every match a clock of S seconds a move. Prints one
line per tour and the server's store deadline for comparison.

    tests/support/with-postgres.sh sh -c '.venv/bin/python bench/tournament.py --database "$IGROTEKA_TEST_DATABASE_URL"'
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from igroteka.server.config import Settings
from tests.support.server import ServerProcess


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", required=True, help="postgresql://... (a database this bench may fill)")
    parser.add_argument("--game", default="pyatiletka")
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--table-size", type=int, default=4)
    parser.add_argument("--tours", type=int, default=3)
    parser.add_argument("--end", choices=("forfeit", "cancel"), default="forfeit")
    parser.add_argument("--clock", type=float, help="seconds a move on every match's clock (none by default)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as workdir, ServerProcess(args.database, Path(workdir)) as server:
        http = httpx.Client(base_url=server.url, timeout=60)
        body = {"game": args.game, "table_size": args.table_size, "tours": args.tours, "tour_limit": 1}
        if args.clock:
            body["time_control"] = {"kind": "move", "seconds": args.clock, "on_timeout": "lose"}
        created = http.post("/api/v1/tournaments", json=body).raise_for_status().json()
        tid, organiser = created["id"], {"Authorization": f"Bearer {created['organiser_token']}"}
        for n in range(args.players):
            http.post(f"/api/v1/tournaments/{tid}/players", json={"name": f"игрок {n}"}).raise_for_status()
        print(
            f"{args.players} players of {args.game} at tables of {args.table_size}; store deadline "
            f"{Settings.from_env().store_deadline:.1f} s"
        )
        for tour in range(1, args.tours + 1):
            started = time.perf_counter()
            response = http.post(f"/api/v1/tournaments/{tid}/tours", headers=organiser)
            elapsed = time.perf_counter() - started
            tables = response.json().get("tables", []) if response.status_code == 201 else []
            print(f"tour {tour}: {response.status_code} in {elapsed:.3f} s, {len(tables)} tables")
            if tour < args.tours and args.end == "cancel":
                for table in tables:
                    http.post(f"/api/v1/matches/{table['match']}/cancel", headers=organiser).raise_for_status()
            elif tour < args.tours:
                time.sleep(1.05)
                for table in tables:
                    http.post(f"/api/v1/tournaments/{tid}/tables/{table['table']}/forfeit", headers=organiser, json={})
        http.close()


if __name__ == "__main__":
    main()
