"""The file system the static routes read (the web client's files, the docs' assets): a path no
file can have (a name longer than the file system takes, a file taken for a folder as in
``main.js/x``, a NUL byte) is not found, as a missing file is; litestar answers any error of the
file system but a missing file with a 500."""

from __future__ import annotations

from typing import Any

from litestar.file_system import BaseLocalFileSystem
from litestar.types import PathType
from litestar.types.file_types import FileInfo


class StaticFiles(BaseLocalFileSystem):
    """The local file system, where a path that cannot name a file is a missing file."""

    async def info(self, path: PathType, **kwargs: Any) -> FileInfo:
        try:
            return await super().info(path, **kwargs)
        except (OSError, ValueError) as error:  # ENAMETOOLONG, ENOTDIR, ELOOP, EACCES; NUL: ValueError
            raise FileNotFoundError(path) from error
