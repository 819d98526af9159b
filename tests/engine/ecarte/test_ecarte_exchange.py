"""Proposal and exchange: stand / propose, accept / refuse, the exchanges and their limits."""
import pytest

from engine.errors import IllegalActionError
from engine.ecarte import Phase, Rules, explain_illegal
from ecarte_helpers import make, run, texts

DEALER_MAY_PASS = Rules(dealer_must_exchange=False)
ELDER = "7C 8C 9C 7D 8D"
YOUNGER = "7S 8S 9S TS JS"
TOP = "JC QC KC AC TC QD KD AD TD 9D"  # the first ten cards of the talon


def fresh(rules=None):
    return make(ELDER, YOUNGER, "7H", TOP, rules)


def exchange_sizes(state):
    return sorted({len(a.cards) for a in state.legal_actions()})


def test_elder_stands_or_proposes_first():
    # Rule: the elder hand either stands (plays without proposing) or proposes.
    state = fresh()
    assert state.current_player == state.elder
    assert texts(state.legal_actions()) == ["propose", "stand"]


def test_dealer_accepts_or_refuses_a_proposal():
    # Rule: the dealer accepts or refuses the proposal.
    state = run(fresh(), "propose")
    assert state.current_player == state.younger
    assert texts(state.legal_actions()) == ["accept", "refuse"]


def test_refusal_starts_play_with_the_hands_as_they_are():
    # Rule: refusing starts play with the hands unchanged; the elder leads.
    start = fresh()
    state = run(start, "propose, refuse")
    assert state.phase is Phase.PLAY and state.current_player == state.elder
    assert state.hands == start.hands and state.talon == start.talon


def test_stand_starts_play_at_once():
    # Rule: the elder may play without proposing.
    state = run(fresh(), "stand")
    assert state.phase is Phase.PLAY and state.hands == fresh().hands


def test_elder_exchanges_one_to_five_cards_after_accept():
    # Rule: after an accept, the elder discards 1 to 5 cards and draws as many.
    state = run(fresh(), "propose, accept")
    assert state.current_player == state.elder
    assert exchange_sizes(state) == [1, 2, 3, 4, 5]
    assert len(state.legal_actions()) == 31


def test_elder_must_discard_at_least_one_card():
    # Rule: the elder discards 1 to 5 cards ("exchange" alone is not allowed).
    state = run(fresh(DEALER_MAY_PASS), "propose, accept")
    reason = explain_illegal(state, "exchange")
    assert reason.code == "exchange_none"
    with pytest.raises(IllegalActionError):
        state.apply("exchange")


def test_exchange_draws_from_the_top_of_the_talon():
    # Rule: the discards go face down and as many cards are drawn from the talon.
    state = run(fresh(), "propose, accept, exchange 8D 7C")
    assert state.hands[state.elder] == run(make("JC QC 8C 9C 7D", YOUNGER, "7H"), "stand").hands[1]
    assert [str(c) for c in state.discards[state.elder]] == ["7C", "8D"]
    assert len(state.talon) == 19 and str(state.talon[0]) == "KC"


def test_dealer_must_exchange_at_least_one_card():
    # Rule (dealer_must_exchange on): the dealer exchanges 1 to 5 cards.
    state = run(fresh(), "propose, accept, exchange 7C")
    assert state.current_player == state.younger
    assert exchange_sizes(state) == [1, 2, 3, 4, 5]
    reason = explain_illegal(state, "exchange")
    assert reason.code == "exchange_none" and "dealer" in reason.text


def test_dealer_may_take_no_card_when_option_off():
    # Rule (dealer_must_exchange off): the dealer may take none, written "exchange".
    state = run(fresh(DEALER_MAY_PASS), "propose, accept, exchange 7C")
    assert "exchange" in texts(state.legal_actions())
    assert texts(state.legal_actions())[0] == "exchange"
    after = state.apply("exchange")
    assert after.hands[after.younger] == state.hands[state.younger]
    assert after.phase is Phase.PROPOSAL


def test_elder_may_propose_again_after_both_exchange():
    # Rule: after both exchanges the elder may propose again, and so on.
    state = run(fresh(), "propose, accept, exchange 7C, exchange 7S")
    assert state.phase is Phase.PROPOSAL and texts(state.legal_actions()) == ["propose", "stand"]
    state = run(state, "propose, accept")
    assert state.phase is Phase.ELDER_EXCHANGE


def low_talon(rules=None):
    """Two rounds of exchanges leave 5 cards in the talon (21 - 5 - 5 - 3 - 3)."""
    state = run(fresh(rules), "propose, accept, exchange 7C 8C 9C 7D 8D, exchange 7S 8S 9S TS JS")
    hand_e = " ".join(str(c) for c in state.hands[state.elder][:3])
    hand_y = " ".join(str(c) for c in state.hands[state.younger][:3])
    state = run(state, f"propose, accept, exchange {hand_e}, exchange {hand_y}")
    assert len(state.talon) == 5 and state.phase is Phase.PROPOSAL
    return run(state, "propose, accept")


def test_elder_leaves_one_card_for_the_dealer():
    # Rule (dealer_must_exchange on): the elder must leave at least one talon card for the dealer.
    state = low_talon()
    assert exchange_sizes(state) == [1, 2, 3, 4]
    five = "exchange " + " ".join(str(c) for c in state.hands[state.elder])
    reason = explain_illegal(state, five)
    assert reason.code == "exchange_leave_one" and reason.get("most") == 4


def test_elder_may_take_the_whole_talon_when_dealer_need_not_exchange():
    # Rule (dealer_must_exchange off): the elder may take the whole talon.
    state = low_talon(DEALER_MAY_PASS)
    assert exchange_sizes(state) == [1, 2, 3, 4, 5]


def test_dealer_not_asked_when_elder_takes_the_whole_talon():
    # Rule: if the elder takes the whole talon, the dealer is not asked and play begins.
    state = low_talon(DEALER_MAY_PASS)
    state = state.apply("exchange " + " ".join(str(c) for c in state.hands[state.elder]))
    assert state.talon == () and state.phase in (Phase.PLAY, Phase.DECLARE)
    assert state.history[-1].seat == state.elder


def test_nobody_discards_more_cards_than_the_talon_holds():
    # Rule: nobody may discard more cards than the talon still holds.
    state = low_talon()
    state = state.apply("exchange " + " ".join(str(c) for c in state.hands[state.elder][:3]))
    assert len(state.talon) == 2 and exchange_sizes(state) == [1, 2]
    three = "exchange " + " ".join(str(c) for c in state.hands[state.younger][:3])
    reason = explain_illegal(state, three)
    assert reason.code == "exchange_more_than_talon" and reason.get("talon") == 2


def test_play_begins_when_the_talon_holds_fewer_than_two_cards():
    # Rule: when the talon holds fewer than 2 cards, no more proposals: play begins.
    state = low_talon()
    state = state.apply("exchange " + " ".join(str(c) for c in state.hands[state.elder][:4]))
    assert len(state.talon) == 1 and exchange_sizes(state) == [1]
    state = state.apply(state.legal_actions()[0])
    assert state.talon == () and state.phase in (Phase.PLAY, Phase.DECLARE)


def test_talon_of_exactly_one_card_ends_the_proposals_even_if_dealer_may_pass():
    # Rule: the talon holding fewer than 2 cards ends the exchanges, whatever the option.
    state = low_talon(DEALER_MAY_PASS)
    state = run(state, "exchange " + " ".join(str(c) for c in state.hands[state.elder][:4]))
    state = state.apply("exchange")
    assert len(state.talon) == 1 and state.phase in (Phase.PLAY, Phase.DECLARE)


def test_exchange_text_is_canonical_and_duplicates_are_refused():
    # Notation: exchange cards are written in the canonical order.
    state = run(fresh(), "propose, accept")
    assert "exchange 8C 8D" in texts(state.legal_actions())
    assert state.apply("exchange 8d 8c").history[-1].action is state.apply("exchange 8C 8D").history[-1].action
    assert explain_illegal(state, "exchange 8C 8C").code == "exchange_duplicate"
    assert explain_illegal(state, "exchange KH").code == "card_not_in_hand"


def test_actions_of_another_phase_are_refused_with_the_phase_named():
    # Rule: the proposal comes first: a card cannot be played before play begins.
    state = fresh()
    reason = explain_illegal(state, "play 7C")
    assert reason.code == "not_now" and reason.get("phase") == "proposal"
    assert explain_illegal(state, "accept").code == "not_now"
    assert explain_illegal(state, "hello").code == "not_an_action"


@pytest.mark.parametrize("players, who", [(2, "the dealer"), (3, "the player taking the dealer's part")])
def test_exchange_reasons_name_whoever_answers_the_elder(players, who):
    # Three players: the dealer sits out and the dealer's part accepts and exchanges; the reasons
    # said "the dealer" for that player.
    rules = Rules(players=players)
    state = run(fresh(rules), "propose, accept")
    elder_none = explain_illegal(state, "exchange").text
    assert elder_none == f"After {who} accepts, the elder hand must discard at least one card."
    state = run(state, "exchange 7C")
    dealer_none = explain_illegal(state, "exchange").text
    assert dealer_none == f"After accepting a proposal {who} must exchange at least one card."
    # the talon down to 2 cards at the elder's turn: 20, then 15, 10, 5, 4, 2
    for n in (5, "again", 5, 5, "again", 1, 2, "again"):
        state = run(state, "propose, accept" if n == "again" else
                    "exchange " + " ".join(str(c) for c in state.hands[state.current_player][:n]))
    assert state.phase is Phase.ELDER_EXCHANGE and len(state.talon) == 2, (state.phase, len(state.talon))
    leave = explain_illegal(state, f"exchange {' '.join(str(c) for c in state.hands[state.current_player][:2])}")
    assert leave.text == (f"The elder hand must leave at least one card in the talon for {who}: "
                          "you may discard at most 1, not 2.")


@pytest.mark.parametrize("players, who", [(2, "the dealer"), (3, "the player taking the dealer's part")])
def test_an_action_out_of_turn_names_whoever_answers_the_elder(players, who):
    # Three players: the dealer sits out and holds no cards; "“Propose an exchange” is not
    # possible now: the dealer must accept or refuse the proposal" named that player.
    state = run(fresh(Rules(players=players)), "propose")
    assert explain_illegal(state, "propose").text == (
        f"“Propose an exchange” is not possible now: {who} must accept or refuse the proposal.")
    state = run(state, "accept, exchange 7C")
    assert state.phase is Phase.DEALER_EXCHANGE
    assert explain_illegal(state, "stand").text == (
        f"“Stand (play these cards)” is not possible now: {who} must now exchange.")
    # the other prompts name no dealer: the same at both tables
    state = fresh(Rules(players=players))
    assert explain_illegal(state, "accept").text == (
        "“Accept” is not possible now: the elder hand must stand (play without proposing) or "
        "propose an exchange.")
