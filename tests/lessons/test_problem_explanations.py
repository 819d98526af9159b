"""A problem's explanation tells what happens with these cards, so each claim it makes
about the play is checked here against the engine's own line (``ProblemSet.solution``:
the answer, then every card double-dummy), and a rule of thumb it names is the coach's
(``engine.ai.principles``)."""
from __future__ import annotations

from engine import euchre
from engine.ai.principle_words import render
from engine.ai.principles import explain
from engine.cards import Card
from lessons.problems import answer_of, problem_set

EUCHRE = problem_set("euchre")
ECARTE = problem_set("ecarte")
SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
NORTH_EC = 1   # Écarté: South 0 against North 1


def _line(pset, problem_id):
    """The problem, the finished hand along its answer, and the tricks played from the
    decision on (each a list of (seat, card) and its winner)."""
    p = pset.get(problem_id)
    hand = pset.solution(p)
    before = len(pset.position(p).tricks)
    return p, hand, hand.tricks[before:]


def _card(text):
    return Card.parse(text)


def test_pass_weak_trumps_gives_the_coachs_rule_not_its_opposite():
    """The text said the rule of thumb would order up here; the coach's rule for this
    pass says the opposite (two trumps or fewer: don't order up the dealer)."""
    p = EUCHRE.get("bid-pass-weak-trumps")
    state = EUCHRE.position(p)
    reason = explain(euchre.observe(state, p.seat), answer_of(EUCHRE, p, state))
    assert reason is not None and reason.code == "no_gift_to_dealer"
    rule = render(reason).split(":")[0]          # "Don't order up the dealer with ..."
    assert rule in p.explanation
    assert "rule of thumb's order" not in p.explanation


def test_right_bower_lead_names_the_trump_east_keeps():
    """After the right bower's trick an opponent still holds a trump: the text must not
    say nobody can trump your aces, and names that trump and the card that draws it."""
    p, hand, tricks = _line(EUCHRE, "lead-trump-partner-ordered")
    trump = hand.trump
    first = {c for _s, c in tricks[0].plays}
    kept = [c for seat in (WEST, EAST) for c in EUCHRE.position(p).hands[seat]
            if euchre.is_trump(c, trump) and c not in first]
    assert kept == [_card("QH")]
    falls = next(t for t in tricks if any(c in kept for _s, c in t.plays))
    winner = dict(falls.plays)[falls.winner]
    assert falls.winner == NORTH
    assert f"{kept[0].display}, but it falls to North's {winner.display}" in p.explanation
    assert "nobody can trump" not in p.explanation


def test_singleton_lead_says_which_trump_takes_a_trick():
    """Only one of South's two trumps takes a trick (the other loses to the left bower):
    the text names it instead of "your trumps take tricks"."""
    p, hand, tricks = _line(EUCHRE, "lead-singleton-to-ruff")
    won = [c for t in tricks for s, c in t.plays if s == SOUTH and t.winner == SOUTH
           and euchre.is_trump(c, hand.trump)]
    assert won == [_card("TS")]
    assert f"your {won[0].display} trumps it" in p.explanation
    assert "your trumps take" not in p.explanation


def test_low_trump_lead_counts_norths_bowers_and_aces():
    """North holds one bower (the left) and one ace of trumps: no plural."""
    p = EUCHRE.get("lead-low-trump-to-partner")
    state = EUCHRE.position(p)
    north = state.hands[NORTH]
    bowers = [c for c in north if euchre.is_right_bower(c, state.trump)
              or euchre.is_left_bower(c, state.trump)]
    aces = [c for c in north if c.rank.name == "ACE" and euchre.is_trump(c, state.trump)]
    assert len(bowers) == 1 and len(aces) == 1
    assert "bowers" not in p.explanation and "aces" not in p.explanation
    assert "left bower" in p.explanation


def test_dont_trump_partners_ace_says_the_side_takes_every_trick():
    """South's trumps do not all take tricks (the 10♥ goes under North's left bower);
    the side does."""
    p, hand, tricks = _line(EUCHRE, "follow-dont-trump-partners-ace")
    south_trumps_lost = [c for t in tricks for s, c in t.plays if s == SOUTH
                         and euchre.is_trump(c, hand.trump) and t.winner != SOUTH]
    assert south_trumps_lost, "a trump of South's takes no trick"
    assert hand.tricks_by_team()[euchre.team_of(hand.rules, SOUTH)] == 5
    assert "they take every trick" not in p.explanation
    assert "your side takes every trick" in p.explanation


def test_loner_ace_lead_says_east_trumps_it():
    """East has no club and trumps the A♣: the text said the ace wins."""
    p, hand, tricks = _line(EUCHRE, "loner-lead-ace")
    first = tricks[0]
    lead = first.plays[0][1]
    winner = dict(first.plays)[first.winner]
    assert first.winner == EAST and lead == _card("AC")
    assert f"trumps it with the {winner.display}" in p.explanation
    assert f"the {lead.display} wins" not in p.explanation
    north_won = [dict(t.plays)[NORTH] for t in tricks if t.winner == NORTH]
    assert len(north_won) == 3
    assert "North's " + ", ".join(c.display for c in north_won[:-1]) + \
        f" and {north_won[-1].display} then take three tricks" in p.explanation


def test_ecarte_discard_keeps_the_low_spade_to_give_north_the_lead():
    """The coach: a king guards its suit. The text spoke of the K♠'s guard; what the 7♠
    does in the line is hand North the lead, so that North leads the J♠ into the K♠."""
    p = ECARTE.get("discard-lowest")
    hand = ECARTE.solution(p)
    plays = [(e.seat, e.action.card) for e in hand.history[len(p.actions):]]
    seven, king = _card("7S"), _card("KS")
    at = plays.index((SOUTH, seven))
    north_wins, north_leads = plays[at + 1], plays[at + 2]
    assert north_wins[0] == NORTH_EC and north_leads[0] == NORTH_EC
    assert plays[at + 3] == (SOUTH, king)
    assert "with its guard" not in p.explanation
    assert (f"your {seven.display} hands the lead to North's {north_wins[1].display}, and North "
            f"must lead the {north_leads[1].display} into your {king.display}") in p.explanation



def test_points_in_the_words_use_a_true_minus_sign():
    """The engine's count in the same box reads "−1" (lessons.text.signed_int); two Euchre
    explanations wrote "(-2)" with a hyphen beside it."""
    import re
    for pset in (EUCHRE, ECARTE):
        for p in pset.problems:
            for text in (p.explanation, p.nudge):
                assert not re.search(r"(?<![\w-])-\d", text), (p.id, text)


def test_a_partnership_count_of_tricks_belongs_to_the_side():
    """The engine counts a Euchre side's tricks (``Outcome.tricks``); South alone took
    fewer than the four that "you take only four" gave South (follow-low-under-partners-
    bower, follow-discard-singleton). "You" with a count is right only for a loner."""
    import re
    for p in EUCHRE.problems:
        for m in re.finditer(r"\byou (?:take only|with only) (\w+)|leaves you with only (\w+)",
                             p.explanation):
            result = EUCHRE.solution(p).result
            assert result.alone and result.maker == SOUTH, (p.id, m[0])
