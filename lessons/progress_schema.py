"""The progress store's tables as they are at the newest migration (``lessons/migrations``),
for the store's queries. A migration never imports this module: each keeps its own copy of
the tables as they were when it was written."""
from __future__ import annotations

from sqlalchemy import (BigInteger, Column, Float, Index, Integer, LargeBinary, MetaData, Table,
                        Text)

metadata = MetaData()

position = Table(
    "position", metadata,
    Column("learner", Text, primary_key=True), Column("game", Text, primary_key=True),
    Column("lesson", Text, nullable=False), Column("step", Integer, nullable=False),
    Column("updated", Float, nullable=False))

# stars NULL: a lesson finished before stars existed.
done = Table(
    "done", metadata,
    Column("learner", Text, primary_key=True), Column("game", Text, primary_key=True),
    Column("lesson", Text, primary_key=True), Column("updated", Float, nullable=False),
    Column("stars", Integer))

answers = Table(
    "answers", metadata,
    Column("learner", Text, primary_key=True), Column("game", Text, primary_key=True),
    Column("topic", Text, primary_key=True),
    Column("right", Integer, nullable=False, server_default="0"),
    Column("wrong", Integer, nullable=False, server_default="0"))

lesson_answers = Table(
    "lesson_answers", metadata,
    Column("learner", Text, primary_key=True), Column("game", Text, primary_key=True),
    Column("lesson", Text, primary_key=True),
    Column("right", Integer, nullable=False, server_default="0"),
    Column("wrong", Integer, nullable=False, server_default="0"))

# Each answer as a row. ``lesson`` NULL: given in Practice; ``seed`` rebuilds the question.
# SQLite's INTEGER PRIMARY KEY is the rowid; PostgreSQL gets a bigint identity.
answer_log = Table(
    "answer_log", metadata,
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True),
    Column("at", Float, nullable=False), Column("learner", Text, nullable=False),
    Column("game", Text, nullable=False), Column("lesson", Text),
    Column("topic", Text, nullable=False), Column("seed", BigInteger),
    Column("correct", Integer, nullable=False),
    Index("answer_log_for_dashboard", "learner", "game", "at", "topic", "correct"))

# A profile names a learner id (the PIN only as salt and scrypt hash); name_key is the name
# folded for uniqueness.
profile = Table(
    "profile", metadata,
    Column("learner", Text, primary_key=True), Column("name", Text, nullable=False),
    Column("name_key", Text, nullable=False, unique=True),
    Column("pin_salt", LargeBinary), Column("pin_hash", LargeBinary),
    Column("created", Float, nullable=False))

# A learner's saved settings or game in progress, a lesson quiz answered right... (JSON text).
blob = Table(
    "blob", metadata,
    Column("learner", Text, primary_key=True), Column("key", Text, primary_key=True),
    Column("text", Text, nullable=False), Column("updated", Float, nullable=False))

# A spaced-repetition card; payload and fsrs are the caller's JSON.
review_card = Table(
    "review_card", metadata,
    Column("learner", Text, primary_key=True), Column("card_id", Text, primary_key=True),
    Column("game", Text, nullable=False), Column("kind", Text, nullable=False),
    Column("payload", Text, nullable=False), Column("fsrs", Text, nullable=False),
    Column("due", Float, nullable=False), Column("updated", Float, nullable=False),
    Index("review_card_by_due", "learner", "game", "due"))

# Each save of a Play decision's card (made, or its puzzle answered on Review), at the card's
# ``updated`` time: the streak's record of that work, which the card itself overwrites.
decision_log = Table(
    "decision_log", metadata,
    Column("learner", Text, primary_key=True), Column("card_id", Text, primary_key=True),
    Column("at", Float, primary_key=True), Column("game", Text, nullable=False),
    Index("decision_log_by_day", "learner", "game", "at"))
