"""The answer log's index covers what the dashboard counts (the quiz kind and whether the
answer was right, after learner, game and time), so the Progress page's weekly and daily
counts are read from the index alone, never from the rows scattered among a thousand
learners'. It replaces the index on (learner, game, at), its first three columns.

An index changes nothing an older app reads or writes, so SQLite's ``user_version`` stays 3.

Revision ID: v4
Revises: v3
"""
from __future__ import annotations

from alembic import op

revision = "v4"
down_revision = "v3"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("answer_log_for_dashboard", "answer_log",
                    ["learner", "game", "at", "topic", "correct"])
    op.drop_index("answer_log_by_learner", table_name="answer_log")


def downgrade() -> None:
    op.create_index("answer_log_by_learner", "answer_log", ["learner", "game", "at"])
    op.drop_index("answer_log_for_dashboard", table_name="answer_log")
