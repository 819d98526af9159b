"""A throwaway PostgreSQL server for the store's tests: initdb in a temporary folder, the
server listening only on a unix socket in that folder (no port to collide with), data
never synced to disk. Run as root, the server runs as the ``postgres`` user (PostgreSQL
refuses to run as root). ``.ci/run`` starts one the same way and hands its URL to the tests
in ``EUCHRE_TEST_DATABASE_URL``; without that, ``tests/conftest.py`` starts one of these."""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path


def find_bindir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: Debian keeps them out of the PATH, in
    /usr/lib/postgresql/<version>/bin (the newest is taken)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path else None


@dataclass
class Server:
    url: str
    folder: Path
    pg_ctl: list[str]

    def stop(self) -> None:
        subprocess.run([*self.pg_ctl, "-m", "immediate", "stop"], capture_output=True, check=False)
        shutil.rmtree(self.folder, ignore_errors=True)


def start(bindir: Path) -> Server:
    folder = Path(tempfile.mkdtemp(prefix="euchre-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        user = "postgres" if _has_user("postgres") else "nobody"
        as_user = ["runuser", "-u", user, "--"]
        shutil.chown(folder, user)
    data, sock = folder / "data", folder
    subprocess.run([*as_user, str(bindir / "initdb"), "-D", str(data), "-U", "postgres",
                    "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"],
                   check=True, capture_output=True)
    pg_ctl = [*as_user, str(bindir / "pg_ctl"), "-D", str(data)]
    options = (f"-k {sock} -c listen_addresses='' -c fsync=off -c synchronous_commit=off "
               "-c full_page_writes=off -c max_connections=300")
    subprocess.run([*pg_ctl, "-o", options, "-l", str(folder / "log"), "-w", "-t", "60", "start"],
                   check=True, capture_output=True)
    return Server(f"postgresql+psycopg://postgres@/postgres?host={sock}", folder, pg_ctl)


def _has_user(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


TEST_DATABASE_URL = "EUCHRE_TEST_DATABASE_URL"


def for_tests() -> tuple[str, Server | None]:
    """The server for a test session: ``$EUCHRE_TEST_DATABASE_URL``, else one started here
    (returned, to be stopped), else the test is skipped saying why, or fails in CI
    (``CI=true``), where .ci/run must have started one."""
    import pytest
    url = os.environ.get(TEST_DATABASE_URL)
    if url:
        return url, None
    bindir = find_bindir()
    if bindir is None:
        why = (f"no PostgreSQL: set {TEST_DATABASE_URL}, or install Debian's postgresql "
               "(its initdb) for the tests to start a throwaway server")
        if os.environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)
    server = start(bindir)
    return server.url, server


def stop_folder(folder: Path) -> None:
    """Stop the server started in ``folder`` (by ``start``) and delete it."""
    bindir = find_bindir()
    as_user = ["runuser", "-u", folder.owner(), "--"] if os.geteuid() == 0 else []
    if bindir is not None:
        Server("", folder, [*as_user, str(bindir / "pg_ctl"), "-D", str(folder / "data")]).stop()


if __name__ == "__main__":
    # `python3 tests/pgserver.py` starts one and prints its URL (.ci/run does this);
    # `python3 tests/pgserver.py stop FOLDER` stops it (FOLDER: the URL's host).
    import sys
    if sys.argv[1:2] == ["stop"]:
        stop_folder(Path(sys.argv[2]))
    else:
        where = find_bindir()
        if where is None:
            raise SystemExit("no initdb found: install Debian's postgresql")
        print(start(where).url)
