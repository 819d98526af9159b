"""The catalogue mechanism itself: a marked sentence changes language, an unmarked
one cannot, and the default is English."""
from engine import i18n
from engine.i18n import N_, _

from .pseudo import english_words, pseudo, pseudo_language

# A sentence marked here, so the pseudo-language (extracted from the sources) has it.
SAMPLE = N_("Play a card of the suit that was led, {name}.")


def test_english_is_the_default_and_needs_no_catalogue():
    assert i18n.current() == "en"
    assert _(SAMPLE) == SAMPLE


def test_a_marked_sentence_renders_in_the_current_language():
    with pseudo_language():
        text = _(SAMPLE).format(name="South")
    assert text.startswith("⟦") and "South" in text
    assert english_words(text.replace("South", "")) == []
    assert i18n.current() == "en"     # the language came back after the block


def test_pseudo_keeps_placeholders_and_markup():
    assert "{n}" in pseudo("{n} tricks") and "<b>" in pseudo("<b>bold</b>")
    assert "%(x)d" in pseudo("%(x)d points")


def test_an_unmarked_sentence_stays_english():
    with pseudo_language():
        unmarked = "A sentence nobody marked"   # passed as a variable: never extracted
        assert _(unmarked) == unmarked
