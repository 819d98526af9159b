"""The Écarté intermediate plays the rules of thumb the coach grades with (Hoyle's lone
trump, Cavendish's answer to a proposal), and says them. Before, it led its one trump
("Lead trump: your one trump draws one of your opponent's.") and accepted hands a
Cavendish dealer refuses, and the coach then graded the very move against a principle.
Deals in card notation; seat 0 deals, seat 1 is the elder."""
from __future__ import annotations

from ecarte_helpers import make, play_cards, run

from engine import ecarte
from engine.ai import make_bot
from engine.ai.ecarte_principles import PRINCIPLES
from engine.ecarte import Rules

OLDER_CLUBS = Rules(penalty="classic")   # Cavendish's school: a refusal that fails pays 2


def _decide(state):
    view = ecarte.observe(state, state.current_player)
    action, why = make_bot("intermediate", "ecarte").decide(view)
    return view, str(action), why.text


def _principle(view, action: str) -> str | None:
    """The code of the first principle ``action`` follows in ``view``."""
    act = next(a for a in view.legal_actions if str(a) == action)
    for p in PRINCIPLES:
        if p.applies(view, act) is not None:
            return p.code
    return None


def _two_cards_left(turnup: str):
    # The elder stands and takes three club tricks from a dealer without clubs or trumps;
    # it leads the fourth trick holding its one trump, the Q♥, and the 8♦.
    s = make("QH AC KC QC 8D", "7S 8S 9S TS JS", turnup)
    s = run(s, "stand")
    if s.phase is ecarte.Phase.DECLARE:
        s = s.apply("no declaration")
    return play_cards(s, "KC 7S QC 8S AC 9S")


def test_one_trump_and_a_plain_card_leads_the_plain_card():
    s = _two_cards_left("8H")   # the K♥ is unseen: a higher trump is still out
    view, action, text = _decide(s)
    assert sorted(map(str, view.hand)) == ["8D", "QH"] and view.lead is None
    assert action == "play 8D"
    assert text == ("Keep your one trump, the Q♥, for a later trick: a higher trump is "
                    "still out. Lead the 8♦.")
    assert _principle(view, action) == "ecarte_keep_lone_trump"


def test_a_lone_master_trump_still_leads():
    # The K♥ turned up: the Q♥ is the highest trump left, nothing to keep it from.
    view, action, text = _decide(_two_cards_left("KH"))
    assert action == "play QH"
    assert text == "Lead trump: no higher trump is out, so your Q♥ takes the trick."


def test_cavendish_dealer_refuses_guarded_in_two_suits_with_a_trump():
    # Britannica p. 167: guarded in two suits (K♠, Q♦ with the 7♦) with a trump (9♥).
    s = run(make("7C 8C 9C TC JC", "9H KS 8S QD 7D", "7H", rules=OLDER_CLUBS), "propose")
    view, action, text = _decide(s)
    assert action == "refuse"
    # (the 9♥ is a trump: "Q♦ K♠ 9♥ guard enough suits" had a trump guarding a suit)
    assert text == ("Refuse: with Q♦ K♠ 9♥ you are guarded enough. Refuse when guarded in three suits, "
                    "in two with a trump, or in one with two trumps.")
    assert _principle(view, action) == "ecarte_refuse_guarded"


def test_cavendish_dealer_accepts_a_king_and_a_bare_queen_with_one_trump():
    # Guarded in spades only (the Q♦ stands alone), with one trump: accept.
    s = run(make("7S 8S 9S TS JS", "9H KS QD 8C 7C", "7H", rules=OLDER_CLUBS), "propose")
    view, action, text = _decide(s)
    assert action == "accept"
    assert text == ("Accept: you are not guarded in three suits, in two with a trump, or in "
                    "one with two trumps, so take new cards too.")
    assert _principle(view, action) == "ecarte_accept_unguarded"


def test_dealer_refuses_a_first_proposal_when_the_elder_bears_the_penalty():
    # The default rules: a refused first proposal puts the elder at risk, not the dealer.
    s = run(make("7C 8C 9C TC JC", "9H KS 8S QD 7D", "7H"), "propose")
    view, action, text = _decide(s)
    assert action == "refuse"
    assert text.startswith("Refuse: with Q♦ K♠ 9♥ you can play as you are. Your opponent "
                           "proposed, so their hand is weak")
    assert _principle(view, action) == "ecarte_refuse_guarded"


def test_dealer_with_nothing_accepts():
    s = run(make("7C 8C 9C TC JC", "7S 8S TD 9D AS", "7H"), "propose")
    _view, action, text = _decide(s)
    assert action == "accept" and text == "Accept: your hand can use new cards."
