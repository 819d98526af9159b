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
