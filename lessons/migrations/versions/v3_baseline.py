"""Baseline: the tables of schema version 3 (counters, the answer log, profiles, saved
settings and games, review cards).

A database made by this app before Alembic (SQLite, ``PRAGMA user_version`` 0 to 3) is
brought here in place, keeping its rows: only what is missing is added (version 0 has no
``done.stars``, version 1 no answer log, version 2 no profiles...). The caller has already
checked that such a file's ``position`` table is the app's own.

Revision ID: v3
Revises:
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "v3"
down_revision = None
branch_labels = None
depends_on = None

SQLITE_USER_VERSION = 3
"""Kept in SQLite's ``PRAGMA user_version`` too, so that an app from before Alembic opening
this file sees the version it knows (and a later revision, raising it, one it must only read)."""


def _tables() -> list[tuple[str, list[sa.Column], list[tuple[str, list[str]]]]]:
    """Each table as version 3 has it: name, columns, indexes."""
    def key(*names: str) -> list[sa.Column]:
        return [sa.Column(n, sa.Text, primary_key=True) for n in names]

    def counters() -> list[sa.Column]:
        return [sa.Column("right", sa.Integer, nullable=False, server_default="0"),
                sa.Column("wrong", sa.Integer, nullable=False, server_default="0")]

    return [
        ("position", key("learner", "game") + [
            sa.Column("lesson", sa.Text, nullable=False), sa.Column("step", sa.Integer, nullable=False),
            sa.Column("updated", sa.Float, nullable=False)], []),
        ("done", key("learner", "game", "lesson") + [
            sa.Column("updated", sa.Float, nullable=False), sa.Column("stars", sa.Integer)], []),
        ("answers", key("learner", "game", "topic") + counters(), []),
        ("lesson_answers", key("learner", "game", "lesson") + counters(), []),
        ("answer_log", [
            sa.Column("id", sa.BigInteger().with_variant(sa.Integer, "sqlite"), primary_key=True),
            sa.Column("at", sa.Float, nullable=False), sa.Column("learner", sa.Text, nullable=False),
            sa.Column("game", sa.Text, nullable=False), sa.Column("lesson", sa.Text),
            sa.Column("topic", sa.Text, nullable=False), sa.Column("seed", sa.BigInteger),
            sa.Column("correct", sa.Integer, nullable=False)],
         [("answer_log_by_learner", ["learner", "game", "at"])]),
        ("profile", key("learner") + [
            sa.Column("name", sa.Text, nullable=False),
            sa.Column("name_key", sa.Text, nullable=False, unique=True),
            sa.Column("pin_salt", sa.LargeBinary), sa.Column("pin_hash", sa.LargeBinary),
            sa.Column("created", sa.Float, nullable=False)], []),
        ("blob", key("learner", "key") + [
            sa.Column("text", sa.Text, nullable=False), sa.Column("updated", sa.Float, nullable=False)], []),
        ("review_card", key("learner", "card_id") + [
            sa.Column("game", sa.Text, nullable=False), sa.Column("kind", sa.Text, nullable=False),
            sa.Column("payload", sa.Text, nullable=False), sa.Column("fsrs", sa.Text, nullable=False),
            sa.Column("due", sa.Float, nullable=False), sa.Column("updated", sa.Float, nullable=False)],
         [("review_card_by_due", ["learner", "game", "due"])]),
    ]


def upgrade() -> None:
    bind = op.get_bind()
    seen = sa.inspect(bind)
    have = set(seen.get_table_names())
    for name, columns, indexes in _tables():
        if name not in have:
            op.create_table(name, *columns)
        elif name == "done" and "stars" not in {c["name"] for c in seen.get_columns("done")}:
            op.add_column("done", sa.Column("stars", sa.Integer))   # a store from before stars
        made = {i["name"] for i in seen.get_indexes(name)} if name in have else set()
        for index, cols in indexes:
            if index not in made:
                op.create_index(index, name, cols)
    if bind.dialect.name == "sqlite":
        op.execute(f"PRAGMA user_version={SQLITE_USER_VERSION}")
