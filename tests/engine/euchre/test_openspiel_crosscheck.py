"""Cross-check our Euchre engine against OpenSpiel's ``euchre`` on random hands.

OpenSpiel's Euchre is one fixed reading of the rules; with our options set to match
it we must agree with it on every random hand:

* ``lone_lead="dealer_left"``: with someone alone, the first lead is the first
  playing seat left of the dealer (OpenSpiel never looks at who is alone);
* ``lone_defender_points="always_four"``: any euchre with a lone defender scores 4
  (OpenSpiel: the makers get -4 whenever a defender is alone and they take < 3);
* ``dealer_may_discard_upcard=False``: OpenSpiel never offers the upcard as the
  dealer's discard;
* ``stick_the_dealer`` and ``allow_lone_defender`` are OpenSpiel's own two
  parameters, and all four combinations are replayed.

Its shape (see ``openspiel_trace.py`` for the translation): it plays one hand only
(the state is terminal after the hand, there is no game score); the maker's alone
question comes after the dealer's discard (in round 1) or right after the call
(round 2); with lone defenders allowed, the defenders are asked after the maker's
answer, whether or not the maker went alone, in turn from the dealer's left; an
all-pass hand (only without Stick the Dealer) returns 0 to everybody, which is our
thrown-in hand with no points. Its returns are zero-sum per player (each maker gets
the makers' score, each defender minus it), and only one side scores with us, so our
``points_by_team[t]`` is ``max(0, returns[seat of team t])``.

For each hand we replay OpenSpiel's decisions in our engine from the same deal and
assert, at every decision, the same seat to act and the same set of legal choices;
then the same tricks (leader, plays, winner), makers, trump and points.
"""
from __future__ import annotations

import collections
import os
import sys

import pytest

pytest.importorskip("pyspiel")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import openspiel_trace as ot  # noqa: E402

from engine import euchre  # noqa: E402

HANDS_PER_COMBINATION = 2000
COMBINATIONS = [
    (stick, lone) for stick in (False, True) for lone in (False, True)
]
# Every third hand passes 80% of the time when it may, so that round 2, Stick the
# Dealer's forced call and thrown-in hands come up often; the rest choose uniformly.
PASS_PROB_EVERY = 3
PASS_PROB = 0.8


def our_rules(stick_the_dealer: bool, allow_lone_defender: bool) -> euchre.Rules:
    return euchre.Rules(
        lone_lead="dealer_left",
        lone_defender_points="always_four",
        dealer_may_discard_upcard=False,
        stick_the_dealer=stick_the_dealer,
        allow_lone_defender=allow_lone_defender,
    )


def seed_for(stick: bool, lone: bool, i: int) -> int:
    return 1_000_000 * (2 * stick + lone) + i


def trace_for(stick: bool, lone: bool, i: int) -> ot.Trace:
    return ot.random_hand(
        seed_for(stick, lone, i), stick_the_dealer=stick, allow_lone_defender=lone,
        pass_prob=PASS_PROB if i % PASS_PROB_EVERY == 0 else None)


def replay(trace: ot.Trace, rules: euchre.Rules | None = None) -> None:
    """Replay an OpenSpiel hand in our engine; AssertionError on the first difference."""
    if rules is None:
        rules = our_rules(trace.stick_the_dealer, trace.allow_lone_defender)

    def where(i: int | None, what: str) -> str:
        at = "at the end" if i is None else f"at decision {i} ({trace.decisions[i]})"
        return f"{what} {at}\n{trace.describe()}"

    state = euchre.from_deal(rules, **trace.from_deal_kwargs())
    for i, d in enumerate(trace.decisions):
        assert not state.is_over, where(i, "our hand is already over")
        assert state.current_player == d.seat, where(
            i, f"we expect seat {state.current_player} to act, OpenSpiel seat {d.seat}")
        ours = sorted(str(a) for a in state.legal_actions())
        theirs = sorted(d.legal)
        assert ours == theirs, where(
            i, f"legal choices differ: only ours {sorted(set(ours) - set(theirs))}, "
               f"only OpenSpiel's {sorted(set(theirs) - set(ours))}; ours {ours}")
        state = state.apply(d.chosen)

    assert state.is_over, where(None, f"OpenSpiel's hand is over, ours is not "
                                      f"(seat {state.current_player} to act)")
    assert state.current_player is None, where(None, "a player to act after the hand")
    result = state.result
    assert bool(result.thrown_in) == trace.thrown_in, where(None, "thrown in differs")
    assert tuple(result.points) == trace.points_by_team, where(
        None, f"points differ: ours {tuple(result.points)}, "
              f"OpenSpiel {trace.points_by_team} (returns {list(trace.returns)})")
    if trace.thrown_in:
        assert tuple(result.points) == (0, 0)
        assert len(state.tricks) == 0, where(None, "tricks in a thrown-in hand")
        return
    assert result.maker == trace.maker, where(None, f"maker: ours {result.maker}")
    assert result.makers == trace.makers, where(None, f"makers: ours {result.makers}")
    assert str(result.trump) == trace.trump, where(None, f"trump: ours {result.trump}")
    assert bool(result.alone) == trace.maker_alone, where(
        None, f"maker alone: ours {result.alone}")
    assert result.lone_defender == trace.lone_defender, where(
        None, f"lone defender: ours {result.lone_defender}")
    ours_tricks = [(t.leader, tuple((s, str(c)) for s, c in t.plays), t.winner)
                   for t in state.tricks]
    theirs_tricks = [(t.leader, t.plays, t.winner) for t in trace.tricks]
    assert ours_tricks == theirs_tricks, where(None, f"tricks differ: ours {ours_tricks}")
    tricks = [0, 0]
    for t in trace.tricks:
        tricks[t.winner % 2] += 1
    assert tuple(result.tricks_by_team) == tuple(tricks), where(
        None, f"tricks by team: ours {tuple(result.tricks_by_team)}, OpenSpiel {tuple(tricks)}")


@pytest.mark.parametrize(
    "stick,lone", COMBINATIONS,
    ids=[f"stick={s}-lone_defender={l}" for s, l in COMBINATIONS])
def test_replays_openspiel_hands(stick: bool, lone: bool) -> None:
    seen = collections.Counter()
    for i in range(HANDS_PER_COMBINATION):
        trace = trace_for(stick, lone, i)
        replay(trace)
        seen.update(_features(trace))
    # The sample must reach the situations the options are about (else the
    # agreement above says little about them).
    wanted = {"round 1", "round 2", "dealer picks up", "maker alone", "made", "march",
              "euchred", "lone march"}
    if stick:
        wanted.add("stuck dealer calls")
    else:
        wanted.add("thrown in")
    if lone:
        wanted |= {"lone defender", "lone defender vs lone maker",
                   "lone defender euchre", "defend declined"}
    missing = wanted - set(seen)
    assert not missing, f"the sample never reached {sorted(missing)}: {dict(seen)}"
    if not lone:
        assert "lone defender" not in seen


def _features(trace: ot.Trace) -> set[str]:
    f = set()
    steps = [d.step for d in trace.decisions]
    if trace.thrown_in:
        f.add("thrown in")
        return f
    f.add("round 2" if "bid2" in steps else "round 1")
    if "discard" in steps and trace.maker == trace.dealer:
        f.add("dealer picks up")
    bids = [d for d in trace.decisions if d.step == "bid2"]
    if bids and bids[-1].seat == trace.dealer and "pass" not in bids[-1].legal:
        f.add("stuck dealer calls")
    if trace.maker_alone:
        f.add("maker alone")
    if any(d.step == "defend" and d.chosen == "defend" for d in trace.decisions):
        f.add("defend declined")
    if trace.lone_defender is not None:
        f.add("lone defender")
        if trace.maker_alone:
            f.add("lone defender vs lone maker")
    maker_tricks = sum(1 for w in trace.trick_winners if w % 2 == trace.maker % 2)
    if maker_tricks == 5:
        f.add("lone march" if trace.maker_alone else "march")
    elif maker_tricks >= 3:
        f.add("made")
    else:
        f.add("lone defender euchre" if trace.lone_defender is not None else "euchred")
    return f


def test_openspiel_shape() -> None:
    """What the replay relies on about OpenSpiel, checked on its own hands."""
    for stick, lone in COMBINATIONS:
        for i in range(200):
            trace = trace_for(stick, lone, i)
            steps = [d.step for d in trace.decisions]
            # One hand only: 5 tricks (or none when thrown in), then terminal.
            assert len(trace.tricks) in (0, 5)
            assert sum(trace.returns) == 0 and trace.returns[0] == trace.returns[2]
            if trace.thrown_in:
                assert not stick and trace.returns == (0.0, 0.0, 0.0, 0.0)
                assert steps == ["bid1"] * 4 + ["bid2"] * 4
                continue
            # The alone question comes after the dealer's discard.
            alone_at = steps.index("alone")
            if "discard" in steps:
                assert steps.index("discard") == alone_at - 1
            # The upcard is never a discard choice.
            for d in trace.decisions:
                if d.step == "discard":
                    assert f"discard {trace.upcard}" not in d.legal
            # Defenders are asked only with lone defenders allowed, from the dealer's left.
            defenders = [d.seat for d in trace.decisions if d.step == "defend"]
            if not lone:
                assert not defenders
            else:
                order = [(trace.dealer + k) % 4 for k in range(1, 5)]
                expected = [s for s in order if s % 2 != trace.maker % 2]
                assert defenders == expected[:len(defenders)] and defenders


FLIPPED = [
    dict(lone_lead="loner_left"),
    dict(lone_defender_points="by_tricks"),
    dict(dealer_may_discard_upcard=True),
    dict(stick_the_dealer=False),
    dict(allow_lone_defender=False),
]


@pytest.mark.parametrize("change", FLIPPED, ids=[next(iter(c)) for c in FLIPPED])
def test_each_matching_option_is_seen(change: dict) -> None:
    """With one option set against OpenSpiel, some hand must disagree: the replay is
    sensitive to every option it claims to match (our defaults differ from OpenSpiel
    in the first three)."""
    rules = our_rules(True, True).replace(**change)
    for i in range(HANDS_PER_COMBINATION):
        try:
            replay(trace_for(True, True, i), rules=rules)
        except AssertionError:
            return
    pytest.fail(f"{change}: no hand disagreed with OpenSpiel in {HANDS_PER_COMBINATION}")
