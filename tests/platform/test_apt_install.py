"""tests/support/apt-install.sh (what `make test` installs Debian's packages with) waits for another
install's locks instead of failing at once. apt runs here against a folder of its own (APT_CONFIG):
no sources, a copy of the machine's dpkg status, so it installs nothing and touches nothing shared."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "support" / "apt-install.sh"


def private_apt(folder: Path) -> dict[str, str]:
    """An environment in which apt-get keeps its lists, dpkg status and cache under ``folder``."""
    for sub in ("lists/partial", "dpkg/updates", "sources.list.d", "cache/archives/partial"):
        (folder / sub).mkdir(parents=True)
    shutil.copy("/var/lib/dpkg/status", folder / "dpkg" / "status")
    (folder / "sources.list").write_text("")
    (folder / "apt.conf").write_text(
        f'Dir::State::Lists "{folder}/lists";\n'
        f'Dir::State::status "{folder}/dpkg/status";\n'
        f'Dir::Etc::SourceList "{folder}/sources.list";\n'
        f'Dir::Etc::SourceParts "{folder}/sources.list.d";\n'
        f'Dir::Cache "{folder}/cache";\n'
    )
    return {**os.environ, "APT_CONFIG": str(folder / "apt.conf")}


def held(lock: Path, seconds: float) -> threading.Thread:
    """Another install: holds ``lock`` as apt and dpkg do (fcntl) for ``seconds``."""
    taken = threading.Event()

    def hold() -> None:
        with lock.open("w") as file:
            fcntl.lockf(file, fcntl.LOCK_EX)
            taken.set()
            time.sleep(seconds)

    thread = threading.Thread(target=hold)
    thread.start()
    taken.wait()
    return thread


def test_an_install_waits_for_the_lists_lock_then_for_dpkgs_lock(tmp_path: Path) -> None:
    env = private_apt(tmp_path)
    lists, dpkg = held(tmp_path / "lists" / "lock", 0.5), held(tmp_path / "dpkg" / "lock-frontend", 1.5)
    started = time.monotonic()
    run = subprocess.run([str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60)
    took = time.monotonic() - started
    lists.join()
    dpkg.join()
    assert run.returncode == 0, run.stderr
    assert took >= 1.4, f"returned after {took:.1f} s, before the other install let go of dpkg's lock"


def test_an_install_still_held_when_the_wait_is_over_fails_and_says_why(tmp_path: Path) -> None:
    env = private_apt(tmp_path) | {"IGROTEKA_APT_WAIT": "1"}
    lists = held(tmp_path / "lists" / "lock", 2.5)
    run = subprocess.run([str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60)
    lists.join()
    assert run.returncode != 0
    assert "Could not get lock" in run.stderr
