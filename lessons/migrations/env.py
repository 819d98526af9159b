"""Alembic's entry point for the progress store. The store runs it (``lessons.progress``,
when a store is opened) with its own connection, already in a transaction, in
``config.attributes["connection"]``: no alembic.ini and no URL are needed.

A new revision: ``python3 scripts/new_migration.py "what changes"`` writes its file in
versions/; the store then upgrades every database to it the next time it opens one.
"""
from __future__ import annotations

from alembic import context

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("the progress store's migrations run from lessons.progress.open_store, "
                       "which passes its connection")
context.configure(connection=connection, target_metadata=None)
with context.begin_transaction():   # the store's own transaction: all of it or nothing
    context.run_migrations()
