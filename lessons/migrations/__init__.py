"""The progress store's schema migrations (Alembic), run by ``lessons.progress`` itself."""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def config(connection=None):
    """Alembic's configuration without an ini file; ``connection`` is the one to migrate."""
    from alembic.config import Config
    cfg = Config()
    cfg.set_main_option("script_location", str(HERE))
    cfg.attributes["connection"] = connection
    return cfg
