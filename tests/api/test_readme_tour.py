"""The README's API tour works when pasted into bash: its first shell block, pointed at a real
server process, plays a whole match against a server bot to the end with curl and Python only."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tests.support.server import ServerProcess

README = Path(__file__).resolve().parents[2] / "README.md"


def tour_script() -> str:
    blocks = re.findall(r"```sh\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    tour = next(block for block in blocks if block.startswith("URL=localhost:8000/api/v1"))
    assert "uuidgen" not in tour and "legal-moves" in tour
    return tour


def plain_python_first() -> dict[str, str]:
    """The environment with the folder of the Python the suite runs on (the interpreter itself, not
    the virtualenv: no package of ours) first on PATH. The tour calls python3 two or three times a
    move, and where python3 is a version manager's shim (pyenv's is a bash script) each call costs
    four times the CPU and wall time of the interpreter's own start."""
    return {**os.environ, "PATH": f"{Path(sys.base_prefix) / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"}


def test_the_readme_api_tour_plays_a_match_to_the_end(tmp_path: Path) -> None:
    with ServerProcess(f"sqlite:///{tmp_path / 'tour.sqlite'}", tmp_path) as server:
        script = tour_script().replace("localhost:8000", server.url.removeprefix("http://"))
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script],
            capture_output=True,
            text=True,
            timeout=240,
            cwd=tmp_path,
            env=plain_python_first(),
        )
    assert done.returncode == 0, done.stderr
    outcome = json.loads(done.stdout.strip().splitlines()[-1])
    assert outcome["reason"] and (outcome["winners"] or outcome["reason"] == "draw"), outcome  # a draw has no winner
