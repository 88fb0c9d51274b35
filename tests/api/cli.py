"""The `igroteka` command run in the test process: the CLI's ``main`` (server/cli.py) with the
command's arguments, its exit status what ``main`` returns (what ``python -m igroteka.server.cli``
exits with) and its output what it prints. A command in a fresh Python costs ~1 CPU s a run, most of
it imports; tests/api/test_record_signing.py runs ``igroteka verify`` as a process of its own too."""

from __future__ import annotations

import contextlib
import io
import subprocess

from igroteka.server import cli


def igroteka(*argv: str) -> subprocess.CompletedProcess[str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(list(argv))
    return subprocess.CompletedProcess(list(argv), status, out.getvalue(), err.getvalue())
