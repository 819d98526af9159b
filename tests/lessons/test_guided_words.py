"""The guided hand (lesson 9) says things that are true at the table: a card that wins the trick
*so far* (later players may still beat it), why a left bower is not a card of its printed suit, and
the finished trick stays in view once the next one has begun."""
from __future__ import annotations

from engine import euchre
from engine.cards import Card
from engine.euchre.rules import PRESETS
from lessons.euchre import guided as G
from lessons.euchre.l5_play import legal_reason

STD = PRESETS["standard"]


def _after_club_lead():
    # North deals, East orders up the 9♠ (spades trump) and leads the 9♣; South (the learner) has
    # no club but the J♣, the left bower, and West and North still play after South.
    s = euchre.from_deal(STD, 2, ["JC AH KH QH 9D", "JS AS KS QS TS", "JH JD AD KD QD", "AC KC QC TC 9C"],
                         "9S", "9H TH TD")
    s = s.apply("order").apply("discard QD").apply("partner").apply("play 9C")
    assert s.current_player == G.ME
    return s


def test_win_cheaply_means_the_trick_so_far_and_names_who_plays_after():
    action, why = G.bot_choice(_after_club_lead(), G.ME)
    assert str(action) == "play JC"
    assert "as cheaply as you can" not in why
    assert "the cheapest card that wins the trick so far: the J♣" in why
    assert "West and North still play and could beat it" in why


def test_no_clubs_explains_the_left_bower():
    # The J♣ is a spade in this deal, so holding it still means "no clubs": say why.
    text = legal_reason(_after_club_lead(), Card.parse("AH"))
    assert text.startswith("You have no clubs (the J♣ is the left bower: a spade in this deal, not a club)")


def test_the_finished_trick_is_shown_after_the_next_lead():
    # South plays the A♥; West wins with the 10♠ and leads again before South's next turn.
    turn = G.decide(_after_club_lead(), "play AH")
    assert turn.ok and turn.state.trick            # West has already led the next trick
    done = G.last_trick(turn.state)
    assert done is not None and done.winner == 1
    assert [str(c) for _, c in done.plays] == ["9C", "AH", "TS", "JD"]
