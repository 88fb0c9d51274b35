"""A private PostgreSQL cluster a test may stop and start (the shared one must stay up)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from types import TracebackType

from tests.support.server import free_port


def as_postgres(*command: str) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else list(command)


class PgCluster:
    def __init__(self) -> None:
        self.bin = Path(os.environ["IGROTEKA_TEST_PG_BIN"])
        self.dir = Path(tempfile.mkdtemp(prefix="igroteka-pg-own."))
        self.dir.chmod(0o755)
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres")
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _ctl(self, *args: str) -> None:
        subprocess.run(
            as_postgres(str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), *args), check=True, capture_output=True
        )

    def init(self) -> PgCluster:
        subprocess.run(
            as_postgres(
                str(self.bin / "initdb"), "-D", str(self.dir / "data"), "-U", "postgres", "-A", "trust", "--no-sync"
            ),
            check=True,
            capture_output=True,
        )
        return self.start()

    def start(self) -> PgCluster:
        options = f"-h 127.0.0.1 -p {self.port} -k {self.dir} -c fsync=off"
        self._ctl("-l", str(self.dir / "log"), "-w", "-o", options, "start")
        return self

    def stop(self, mode: str = "fast") -> None:
        self._ctl("-m", mode, "-w", "stop")

    def __enter__(self) -> PgCluster:
        return self.init()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        subprocess.run(
            as_postgres(str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "immediate", "stop"),
            capture_output=True,
        )
        shutil.rmtree(self.dir, ignore_errors=True)
