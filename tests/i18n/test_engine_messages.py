"""Engine text a learner reads comes from the catalogue too: the rule options'
documentation (Rules, Settings' help: Babel extracts ``option(default, doc)``'s text and
``option_docs`` translates it when asked) and a bad deal code's message (after "could
not be read:" on Play and the Table)."""
import pytest

from engine import ecarte, euchre

from .pseudo import english_words, pseudo_language


@pytest.mark.parametrize("engine", [euchre, ecarte], ids=["euchre", "ecarte"])
def test_every_option_doc_is_in_the_language_of_the_moment(engine):
    english = engine.option_docs()
    assert english and all(doc and "  " not in doc for doc in english.values())
    with pseudo_language():
        shown = engine.option_docs()
    assert shown.keys() == english.keys()
    for name, doc in shown.items():
        words = english_words(doc.replace("``", ""))
        assert doc.startswith("⟦") and not [w for w in words if w in english[name].split()
                                            and w.islower() and len(w) > 3 and "_" not in w], (name, doc)
    assert engine.option_docs() == english     # and back in English afterwards


@pytest.mark.parametrize("bad", ["EU-standard-0ABC", "ECARTE-classic-0-ABC", "XX-1"])
def test_a_bad_deal_codes_message_is_in_the_language_of_the_moment(bad):
    # the message a learner reads after "could not be read:" on Play and the Table
    from engine import games
    from engine.errors import DealCodeError
    with pseudo_language(), pytest.raises(DealCodeError) as err:
        spec = games.for_deal_code(bad)
        spec.load("engine").decode_deal(bad)
    assert str(err.value).startswith("⟦"), str(err.value)


RULE_PROBLEMS = [   # (game, bad options): every rules problem code of both games and the engine
    ("euchre", dict(players=5)), ("euchre", dict(target_score=0)), ("euchre", dict(allow_alone="x")),
    ("euchre", dict(cutthroat_hand_size=7)), ("euchre", dict(players=3, allow_alone=True)),
    ("euchre", dict(allow_alone=False, call_for_best=True)), ("euchre", dict(bogus=1)),
    ("ecarte", dict(players=4)), ("ecarte", dict(stake=-1)), ("ecarte", dict(must_trump=0)),
    ("ecarte", dict(colour="red")),
]


@pytest.mark.parametrize("game,bad", RULE_PROBLEMS)
def test_a_rules_problem_is_rendered_when_shown_in_the_language_of_that_moment(game, bad):
    # Settings keeps the error and shows it after "That combination is not allowed:":
    # raised in English, read later in another language, it is in that language.
    from engine.errors import RulesError
    engine = {"euchre": euchre, "ecarte": ecarte}[game]
    with pytest.raises(RulesError) as err:
        engine.preset(next(iter(engine.PRESETS))).replace(**bad)
    english = str(err.value)
    assert english.endswith(".") and "{" not in english and "_" not in english.split(":")[0]
    with pseudo_language():
        shown = str(err.value)
    assert shown.startswith("⟦") and "{" not in shown, shown
    assert str(err.value) == english


def test_an_unknown_preset_or_game_is_said_in_the_language_of_the_moment():
    from engine import games
    from engine.errors import RulesError
    for refuse in (lambda: euchre.preset("bezique"), lambda: ecarte.preset("bezique"),
                   lambda: games.get("poker")):
        with pytest.raises(RulesError) as err:
            refuse()
        assert "bezique" in str(err.value) or "poker" in str(err.value)
        with pseudo_language():
            assert str(err.value).startswith("⟦"), str(err.value)


@pytest.mark.parametrize("record", [
    "South pass",                                   # not 'seat: action'
    "South: pass",                                  # no deal line
    "deal: EU-standard-0ABC\nSouth: pass",          # a broken deal code
])
def test_a_hand_records_problem_is_said_in_the_language_of_the_moment(record):
    # the Table page keeps the error and shows it after "could not be opened"
    from engine.errors import RecordError
    from engine.records import read_record
    with pytest.raises(RecordError) as err:
        read_record(record)
    english = str(err.value)
    assert english.startswith("line ") and "{" not in english
    with pseudo_language():
        shown = str(err.value)
    assert shown.startswith("⟦") and "{" not in shown, shown
    assert str(err.value) == english


def test_a_refused_action_in_a_record_names_its_line_and_the_engines_reason():
    from engine.errors import RecordError
    from engine.records import read_record, write_record
    hand = euchre.deal(euchre.preset("standard"), dealer=0, seed=3)
    record = write_record(hand) + "West: play AS\n"     # bidding, not play
    with pytest.raises(RecordError) as err:
        read_record(record)
    assert err.value.line == len(record.splitlines())
    assert err.value.reason is not None and err.value.reason.code == "wrong_phase"
    assert str(err.value).startswith(f"line {err.value.line}: 'West: play AS' is refused: ")
    with pseudo_language():
        assert "⟦" in str(err.value).split("refused")[-1]
