"""The rule options' documentation (shown on Rules and in Settings' help) comes from the
catalogue: Babel extracts ``option(default, doc)``'s text, and ``option_docs`` translates
it when asked."""
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
