"""The glossary page renders every entry of each game, each under its own anchor, and the
lessons' links reach it."""
import pytest

from apphelp import app, no_exception, texts
from lessons.glossary import terms


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_glossary_page_shows_every_term(game):
    at = app("glossary", game=game)
    no_exception(at)
    heads = [h.value for h in at.header]
    for t in terms(game):
        assert t.name in heads
        assert t.definition in texts(at)
    anchors = {h.proto.anchor for h in at.header}
    assert {t.id for t in terms(game)} <= anchors


def test_glossary_switches_game():
    at = app("glossary")
    at.segmented_control(key="gl_game").set_value("ecarte").run()
    no_exception(at)
    assert at.session_state["game"] == "ecarte"
    assert "Elder hand" in [h.value for h in at.header]


def test_lesson_text_links_to_the_glossary():
    # the link names the term twice: as #anchor, and as a parameter the page reads
    at = app("learn", lesson="1", step="2")
    no_exception(at)
    assert "](glossary?game=euchre&term=trick#trick)" in texts(at)


def _scroll_scripts(at) -> list[str]:
    return [e.proto.body for e in at.get("html") if "<script>" in e.proto.body]


@pytest.mark.parametrize("game, term", [("euchre", "kitty"), ("ecarte", "vole")])
def test_a_glossary_link_brings_its_word_into_view(game, term):
    # the app rewrites the address as the page opens (the #anchor is lost), so the page itself
    # scrolls to the heading named by ?term=
    at = app("glossary", game=game, term=term)
    no_exception(at)
    assert at.query_params["term"] == term   # kept through the rewrite
    assert term in {h.proto.anchor for h in list(at.header) + list(at.subheader)}
    scripts = _scroll_scripts(at)
    assert len(scripts) == 1 and f'getElementById("{term}")' in scripts[0]


def test_an_unknown_term_scrolls_nowhere():
    at = app("glossary", game="euchre", term="nonsense")
    no_exception(at)
    assert not _scroll_scripts(at)


def test_the_glossary_follows_the_rules_in_force():
    # Before: under Cutthroat the glossary said a march scores "2 points, or 4 for a player who
    # went alone"; the engine scores the Cutthroat march 3 and nobody chooses to go alone.
    from engine.euchre.rules import PRESETS

    from apphelp import with_rules
    at = with_rules("euchre", PRESETS["cutthroat"])
    at.switch_page("ui/pages/glossary.py").run()
    no_exception(at)
    shown = texts(at)
    assert "The maker taking all 5 tricks: 3 points." in shown
    assert "4 for a player who went alone" not in shown


def test_the_upcard_entry_explains_order_it_up_as_the_rule_book_does():
    # Play's button says "Order it up" and its news "West orders up the jack of hearts"; the
    # glossary said only "whoever orders it up puts it in the dealer's hand" (the player who
    # orders puts nothing anywhere: the dealer takes the card, and discards one)
    at = app("glossary", game="euchre")
    no_exception(at)
    shown = texts(at)
    entry = next(t for t in terms("euchre") if t.id == "upcard").definition
    assert entry in shown and "puts it in the dealer's hand" not in shown
    assert "orders it up" in entry and "picks it up" in entry
    assert "the dealer takes the upcard into hand and discards a card face down" in entry


def test_the_ecarte_glossary_explains_the_answers_a_learner_clicks():
    # Before: "Proposal" was the only entry for the choices before play; Play's buttons say
    # "Stand (play these cards)", "Accept", "Refuse (play now)", "Exchange 7♣ 8♦" and the
    # Exchange lesson's "either stands … Then the dealer accepts or refuses" linked nowhere.
    at = app("glossary", game="ecarte", term="refuse")
    no_exception(at)
    heads = {h.proto.anchor: h.value for h in at.header}
    assert {"stand": "Stand", "accept": "Accept", "refuse": "Refuse", "exchange": "Exchange"}.items() <= heads.items()
    shown = texts(at)
    assert ("The elder hand playing the cards as they are instead of proposing an exchange, so that play begins "
            "(in French, jouer: to play). Standing before any exchange is a risk: if the dealer then takes the "
            "point, it is worth 2 instead of 1.") in shown
    assert ("Saying no to the elder's proposal, as the dealer may: play starts at once with the hands as they "
            "are. Refusing the first proposal puts the risk on the elder: if the dealer then takes the point, it "
            "is worth 2 instead of 1.") in shown
    assert "the elder exchanges first, then the dealer must exchange too." in shown
    assert "Nobody may discard more cards than the talon holds, and the elder must leave at least one" in shown
    # the lesson's words lead here
    at = app("learn", game="ecarte", lesson="4", step="1")
    no_exception(at)
    lesson = texts(at)
    for form, anchor in (("stands", "stand"), ("accepts", "accept"), ("refuses", "refuse"),
                         ("exchange", "exchange")):
        assert f"[{form}](glossary?game=ecarte&term={anchor}#{anchor})" in lesson, form


def test_the_ecarte_answers_follow_the_rules_in_force():
    # the classic club laws put the refusal's risk on the dealer; a dealer who need not
    # exchange may take no cards; with three players, the dealer's part is played by another
    from engine.ecarte import Rules

    from apphelp import with_rules
    at = with_rules("ecarte", Rules(penalty="classic", dealer_must_exchange=False, players=3))
    at.switch_page("ui/pages/glossary.py").run()
    no_exception(at)
    shown = texts(at)
    assert ("Refusing the first proposal puts the risk on the player taking the dealer's part: if the elder "
            "then takes the point, it is worth 2 instead of 1.") in shown
    assert ("then the player taking the dealer's part may exchange too, or take no cards.") in shown
    assert "the elder first, 1 to 5 cards, then the player taking the dealer's part, who may also take none." \
        in shown
    assert "must leave at least one" not in shown
