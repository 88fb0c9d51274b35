"""The README's API tour works when pasted into bash: its first shell block, pointed at a real
server process, plays a whole match against a server bot to the end with curl and Python only."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from tests.support.server import ServerProcess

README = Path(__file__).resolve().parents[2] / "README.md"


def tour_script() -> str:
    blocks = re.findall(r"```sh\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    tour = next(block for block in blocks if block.startswith("URL=localhost:8000/api/v1"))
    assert "uuidgen" not in tour and "legal-moves" in tour
    return tour


def test_the_readme_api_tour_plays_a_match_to_the_end(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'tour.sqlite'}", tmp_path) as server:
        script = tour_script().replace("localhost:8000", server.url.removeprefix("http://"))
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=240, cwd=tmp_path
        )
    assert done.returncode == 0, done.stderr
    outcome = json.loads(done.stdout.strip().splitlines()[-1])
    assert outcome["reason"] and (outcome["winners"] or outcome["reason"] == "draw"), outcome  # a draw has no winner
