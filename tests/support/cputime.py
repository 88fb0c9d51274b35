"""`pytest --cpu-seconds` (tests/conftest.py): the CPU seconds of each test and of each work unit, printed at
the end (the dearest first), beside or instead of --durations.

On this shared machine a test's wall time says more about the others' load than about the test
(under a load average of 20 a test's wall time was 8 to 15 times its CPU time), so LONGEST in
tests/conftest.py is ordered by CPU seconds. A test's CPU is its process's and that of every process
it runs (servers, schemathesis, browsers, CLI calls), from its setup to its teardown; a module-scoped
server's start counts towards the module's first test. PostgreSQL's own CPU is not counted.

A process that outlives its parent is counted too: each test process is a child subreaper
(prctl(PR_SET_CHILD_SUBREAPER)), so a Chromium whose chromedriver exits first is handed to it rather
than to init, and stays in the tree; once it ends it is a zombie of the test process, which is left
unreaped (Linux keeps a zombie's CPU times in /proc/PID/stat, its own and its reaped children's) so
that its CPU still counts, and init reaps it when the test process ends."""

from __future__ import annotations

import ctypes
import os
import resource
from collections.abc import Iterator

import pytest

from tests.conftest import work_unit

TICK = os.sysconf("SC_CLK_TCK")
PR_SET_CHILD_SUBREAPER = 36  # <linux/prctl.h>
KEY = "cpu_seconds"
STARTED = pytest.StashKey[float]()
SHOWN = 30
seconds: dict[str, float] = {}  # by test id: the reports of every worker come to the controller


def adopt_orphans() -> None:
    """Make this process the parent of the orphans its descendants leave (see the module's header)."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


def pytest_configure(config: pytest.Config) -> None:
    adopt_orphans()


def descendants_cpu() -> float:
    """CPU seconds of this process, its waited-for children and its descendants, running or ended unreaped."""
    parents: dict[int, list[int]] = {}
    used: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:  # gone meanwhile
                continue
            parents.setdefault(int(fields[1]), []).append(int(entry))
            used[int(entry)] = sum(int(f) for f in fields[11:15]) / TICK  # utime stime cutime cstime
    total, todo = 0.0, list(parents.get(os.getpid(), []))
    while todo:
        pid = todo.pop()
        total += used.get(pid, 0.0)
        todo += parents.get(pid, [])
    own, waited = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return total + own.ru_utime + own.ru_stime + waited.ru_utime + waited.ru_stime


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[STARTED] = descendants_cpu()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    if call.when == "teardown" and STARTED in item.stash:
        item.user_properties.append((KEY, descendants_cpu() - item.stash[STARTED]))
    return (yield)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for name, value in report.user_properties:
        if name == KEY and report.when == "teardown":
            seconds[report.nodeid] = float(value)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not seconds:
        return
    units: dict[str, float] = {}
    for nodeid, used in seconds.items():
        units[work_unit(nodeid)] = units.get(work_unit(nodeid), 0.0) + used
    write = terminalreporter.write_line
    terminalreporter.section(f"CPU seconds: {sum(seconds.values()):.1f} in all")
    for unit, used in sorted(units.items(), key=lambda kv: -kv[1])[:SHOWN]:
        write(f"{used:8.1f}  {unit}")
    terminalreporter.section("CPU seconds by test")
    for nodeid, used in sorted(seconds.items(), key=lambda kv: -kv[1])[:SHOWN]:
        write(f"{used:8.1f}  {nodeid}")
