"""The Play page's analysis never waits on work nobody will read, and a grade on its way
always arrives: what is dropped (an undone decision's grade, the old game's jobs, a hint
asked again) leaves the shared worker's queue, and while anything is under way the
board draws the hidden button its safety net presses when the poller has stopped."""
from __future__ import annotations

from concurrent.futures import Future

from playhelp import decisions, open_play

from engine import euchre
from lessons.coach import CoachedGame, run_job
from ui import workers
from ui.play_table import WATCHDOG


class Held:
    """``workers.submit`` in a test: each job's future waits until ``finish`` runs it."""

    def __init__(self):
        self.sent: list[tuple[object, Future]] = []

    def __call__(self, job) -> Future:
        future: Future = Future()
        self.sent.append((job, future))
        return future

    def finish(self) -> None:
        for job, future in self.sent:
            if future.set_running_or_notify_cancel():
                future.set_result(run_job(job))


def _game() -> CoachedGame:
    return CoachedGame.new(euchre.preset("standard"), seed=11, grading=True, samples=20)


def _coach_text(at) -> str:
    return " ".join(m.value for m in at.markdown)


def test_while_a_grade_is_on_its_way_the_board_draws_the_safety_nets_button(monkeypatch):
    held = Held()
    monkeypatch.setattr(workers, "submit", held)
    at = open_play(_game())
    assert not [b for b in at.button if b.key == "plctl_poke"]   # nothing under way yet
    decisions(at)[0].click().run()
    assert "the coach is thinking" in _coach_text(at)
    assert [b for b in at.button if b.key == "plctl_poke"]
    assert any(WATCHDOG in h.proto.body for h in at.get("html"))
    # The poller never runs here (AppTest has no timer), as when it has stopped in a
    # browser: the safety net's click alone brings the grade.
    held.finish()
    at.button(key="plctl_poke").click().run()
    assert not at.exception
    text = _coach_text(at)
    assert "the coach is thinking" not in text
    grade = at.session_state["pl_game"].decisions[-1].grade
    assert grade is not None and f"**{grade.name}**" in text
    assert not [b for b in at.button if b.key == "plctl_poke"]   # nothing left to wait for


def test_undo_takes_the_undone_decisions_grade_out_of_the_workers_queue(monkeypatch):
    # Before: the grade of a decision taken back stayed in the one worker's queue, and
    # every learner's next grade or hint waited behind it.
    held = Held()
    monkeypatch.setattr(workers, "submit", held)
    at = open_play(_game())
    decisions(at)[0].click().run()
    (_, graded), = held.sent
    at.button(key="plctl_undo").click().run()
    assert not at.exception
    assert graded.cancelled()


def test_a_new_game_takes_the_old_games_analysis_out_of_the_queue(monkeypatch):
    held = Held()
    monkeypatch.setattr(workers, "submit", held)
    at = open_play(_game())
    at.button(key="plctl_hint").click().run()
    decisions(at)[0].click().run()
    assert len(held.sent) >= 1 and not any(f.done() for _, f in held.sent)
    at.button(key="plctl_start").click().run()
    assert not at.exception
    assert all(f.cancelled() for _, f in held.sent)


def test_a_hint_asked_again_replaces_the_one_still_waiting(monkeypatch):
    held = Held()
    monkeypatch.setattr(workers, "submit", held)
    at = open_play(_game())
    at.button(key="plctl_hint").click().run()
    at.button(key="plctl_hint").click().run()
    assert not at.exception
    (_, first), (_, second) = held.sent
    assert first.cancelled() and not second.cancelled()
    assert at.session_state["pl_jobs"]["hint"][1] is second
