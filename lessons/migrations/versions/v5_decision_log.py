"""A log of Play decisions, as the answer log is of quiz answers: one row each time a Play
decision graded a Mistake or a Blunder is saved as a review card, or its puzzle is answered
on Review (the card's ``updated`` time then). Before it, only the card's last change
recorded that work, so answering a puzzle on day 3 took the day it was made (day 1) out of
the learner's streak.

The log starts with what the cards already tell: each mistake card's last change, so a
store upgraded here keeps every day its streak counted.

A new table changes nothing an older app reads or writes, so SQLite's ``user_version``
stays 3.

Revision ID: v5
Revises: v4
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "v5"
down_revision = "v4"
branch_labels = None
depends_on = None


def upgrade() -> None:
    log = op.create_table(
        "decision_log",
        sa.Column("learner", sa.Text, primary_key=True),
        sa.Column("card_id", sa.Text, primary_key=True),
        sa.Column("at", sa.Float, primary_key=True),
        sa.Column("game", sa.Text, nullable=False))
    op.create_index("decision_log_by_day", "decision_log", ["learner", "game", "at"])
    # the review cards as v3 has them (a migration keeps its own copy of the tables)
    card = sa.table("review_card", sa.column("learner"), sa.column("card_id"),
                    sa.column("game"), sa.column("kind"), sa.column("updated"))
    op.execute(log.insert().from_select(
        ["learner", "card_id", "at", "game"],
        sa.select(card.c.learner, card.c.card_id, card.c.updated, card.c.game)
        .where(card.c.kind == "mistake")))


def downgrade() -> None:
    op.drop_index("decision_log_by_day", table_name="decision_log")
    op.drop_table("decision_log")
