#!/usr/bin/env python3
"""new_migration.py: a new, empty Alembic revision of the progress store after the newest
one, in lessons/migrations/versions/ (fill in its ``upgrade()``).

Usage: python3 scripts/new_migration.py "what changes"
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from alembic import command  # noqa: E402

from lessons.progress_db import migrations_config  # noqa: E402

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    command.revision(migrations_config(), message=sys.argv[1])
