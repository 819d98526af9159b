"""A Practice answer re-sends only the question and the score beside it: every element a rerun
sends is one message the browser redraws the page for, so the topics, the "Switch topic"
button and the page around them stay out of an answer's rerun, and the score still changes."""
from __future__ import annotations

from engine import euchre
from lessons.course import course

from browserhelp import click_and_wait_for_try, wait_idle

SEED = 5   # Which suit is it? The J♠ with hearts trump (a left-bower trap that is not one)
# An answer's rerun on main before this change sent 32 elements and blocks; now 16 (17 with a
# second chart row): a few more may come with a change of layout, not the page around it.
MOST = 18


def _deltas(frames: list) -> list[str]:
    """The elements and blocks among the websocket messages: 'el:<type>' or 'block:<type>'."""
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
    out = []
    for raw in frames:
        msg = ForwardMsg()
        msg.ParseFromString(raw)
        if msg.WhichOneof("type") != "delta":
            continue
        d = msg.delta
        if d.WhichOneof("type") == "new_element":
            out.append("el:" + d.new_element.WhichOneof("type"))
        elif d.WhichOneof("type") == "add_block":
            out.append("block:" + str(d.add_block.WhichOneof("type")))
    return out


def _score(page) -> str:
    return page.locator(".eu-score").first.inner_text()


def test_an_answer_resends_the_question_and_the_score_not_the_page(server, page):
    q = course("euchre").topics["suit"].generate(euchre.preset("standard"), SEED)
    wrong = next(c for c in q.choices if not c.correct)
    right = next(c for c in q.choices if c.correct)
    frames: list = []
    page.on("websocket", lambda ws: ws.on(
        "framereceived", lambda f: frames.append(f) if isinstance(f, bytes) else None))
    page.goto(f"{server}/practice?topic=suit&seed={SEED}")
    wait_idle(page)
    assert _score(page) == "0 / 0"
    assert page.get_by_text("Missed most").count() == 0

    frames.clear()
    click_and_wait_for_try(page, page.locator(f".st-key-pr_suit_c_{wrong.key} button"), 1)
    sent = _deltas(frames)
    assert "el:alert" in sent, sent   # the feedback came with this rerun
    # the topic picker (its tick boxes and pills) is not redrawn by an answer
    assert "el:checkbox" not in sent and "el:button_group" not in sent, sent
    assert sent.count("el:button") == len(q.choices) + 1, sent   # the answers and "Skip", not "Switch topic"
    assert len(sent) <= MOST, sent
    # the score beside the question changes with the answer, and the missed topic is charted
    assert _score(page) == "0 / 1"
    page.get_by_text("Missed most").wait_for()
    assert page.locator(".st-key-pr_missed").count() == 1

    # a second try is not counted, and what the first answer drew stays
    click_and_wait_for_try(page, page.locator(f".st-key-pr_suit_c_{right.key} button"), 2)
    assert _score(page) == "0 / 1"
    assert page.locator(".st-key-pr_missed").count() == 1
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors
