"""Golden transcripts: whole hands rendered and diffed with tests/engine/ecarte/golden/*.txt.

Regenerate with ``python3 tests/engine/ecarte/make_golden.py`` after an intended change,
and read the diff against RULES.md before committing it.
"""
import difflib
import os

import pytest

import make_golden


@pytest.mark.parametrize("name", list(make_golden.HANDS))
def test_golden_transcript(name):
    path = os.path.join(make_golden.GOLDEN_DIR, name + ".txt")
    with open(path, encoding="utf-8") as f:
        expected = f.read()
    actual = make_golden.render(name)
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        "golden", "now"))
    assert actual == expected, diff


def test_golden_hands_replay_from_their_deal_codes():
    from engine.ecarte import decode_deal, encode_deal
    for build in make_golden.HANDS.values():
        end = build()
        again = decode_deal(encode_deal(end))
        for event in end.history:
            again = again.apply(event.action)
        assert again == end and again.result == end.result
