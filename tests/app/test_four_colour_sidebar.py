"""The four-colour deck from the sidebar, on a page with cards: the switch sets the deck for
every page (Settings shows the same choice), and the cards are drawn in four colours."""
from apphelp import app, no_exception


def test_the_sidebar_switch_sets_the_four_colour_deck_everywhere():
    at = app("learn", lesson="2", step="1")   # the pack: every card drawn
    switch = at.sidebar.toggle(key="sb_four_colour")
    assert switch.label == "Four-colour cards"
    assert switch.help == "Clubs green, diamonds blue, hearts red, spades black, on every page."
    assert not switch.value and " c-green" not in "".join(m.value for m in at.markdown)
    switch.set_value(True).run()
    no_exception(at)
    assert at.session_state["four_colour"] is True
    assert " c-green" in "".join(m.value for m in at.markdown)   # clubs drawn green
    at.switch_page("ui/pages/settings.py").run()
    assert at.toggle(key="set_four_colour").value is True   # the same choice in Settings
    assert at.sidebar.toggle(key="sb_four_colour").value is True


def test_each_games_settings_shows_the_deck_under_the_sidebars_name():
    # one setting, one name: Euchre's Settings said "Four-colour deck", Écarté's had none
    for game in ("euchre", "ecarte"):
        at = app("settings", game=game)
        assert at.title[0].value == {"euchre": "Settings", "ecarte": "Settings: Écarté"}[game]
        switch = at.toggle(key="set_four_colour")
        assert switch.label == at.sidebar.toggle(key="sb_four_colour").label == "Four-colour cards"
        switch.set_value(True).run()
        no_exception(at)
        assert at.session_state["four_colour"] is True
        assert " c-green" in "".join(m.value for m in at.markdown)   # the sample's club, green
