"""``python3 -m lessons.migrations "message"``: a new, empty revision after the newest one."""
from __future__ import annotations

import sys

from alembic import command

from lessons.migrations import config

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    command.revision(config(), message=sys.argv[1])
