"""The scoring table under both penalty options, played out in real hands.

Trumps are hearts (7♥ turned); the dealer is seat 0, the elder hand seat 1. Each
layout forces the tricks named in its key with the scripted play. The expected
points come from RULES.md, written out here row by row.
"""
import pytest

from engine.cards import parse_cards
from engine.ecarte import Rules
from engine.ecarte.ranking import DECK
from ecarte_helpers import make, play_cards, to_play

DEALER, ELDER = 0, 1

# name: (elder's hand, dealer's hand, play, elder's tricks)
LAYOUTS = {
    "elder takes 3": ("KH QH JH 7C 7D", "AH TH KC KD KS", "KH TH QH AH JH KS 7C KC KD 7D", 3),
    "elder takes 4": ("KH QH JH AH 7C", "TH KC 7S 8S 9S", "KH TH QH 7S JH 8S AH 9S 7C KC", 4),
    "elder takes 5": ("KH QH JH AH TH", "7C 8C 9C 7D 8D", "KH 7C QH 8C JH 9C AH 7D TH 8D", 5),
    "dealer takes 3": ("AH TH KC KD KS", "KH QH JH 7S 7D", "KC JH KH TH QH AH 7D KD KS 7S", 2),
    "dealer takes 5": ("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7C TH AH 8C JH 9C QH 7D KH 8D", 0),
}


def opening_actions(opening, elder, dealer):
    """The actions that lead to play, and the hands to deal so the layout is what is played."""
    if opening == "stand":
        return elder, dealer, "", "stand"
    if opening == "refusal":
        return elder, dealer, "", "propose, refuse"
    # An exchange: each player throws a filler card and draws the layout's last card.
    used = set(parse_cards(elder + " " + dealer + " 7H"))
    f1, f2 = [str(c) for c in DECK if c not in used][:2]
    e, d = elder.split(), dealer.split()
    top = e[-1] + " " + d[-1]
    e[-1], d[-1] = f1, f2
    later = "propose, refuse" if opening == "exchange, then refusal" else "stand"
    return " ".join(e), " ".join(d), top, f"propose, accept, exchange {f1}, exchange {f2}, {later}"


def play_layout(penalty, opening, layout):
    elder, dealer, play, elder_tricks = LAYOUTS[layout]
    e, d, top, actions = opening_actions(opening, elder, dealer)
    state = make(e, d, "7H", top, Rules(penalty=penalty))
    state = to_play(state, actions)
    assert state.hands[ELDER] == tuple(sorted(parse_cards(elder), key=lambda c: c.index))
    state = play_cards(state, play)
    assert state.is_over and state.tricks[ELDER] == elder_tricks
    return state.result


# (penalty, opening, layout) -> (seat that scores, points); RULES.md "Scoring".
TABLE = [
    # No penalty once an exchange has taken place: point 1, vole 2, either player.
    ("elder", "exchange", "elder takes 3", ELDER, 1),
    ("elder", "exchange", "elder takes 4", ELDER, 1),
    ("elder", "exchange", "elder takes 5", ELDER, 2),
    ("elder", "exchange", "dealer takes 3", DEALER, 1),
    ("elder", "exchange", "dealer takes 5", DEALER, 2),
    ("elder", "exchange, then refusal", "dealer takes 3", DEALER, 1),
    ("elder", "exchange, then refusal", "dealer takes 5", DEALER, 2),
    # Elder penalty: stood at once, and succeeds: no change.
    ("elder", "stand", "elder takes 3", ELDER, 1),
    ("elder", "stand", "elder takes 5", ELDER, 2),
    # Elder penalty: stood at once and fails: dealer 2 for the point, 3 for the vole.
    ("elder", "stand", "dealer takes 3", DEALER, 2),
    ("elder", "stand", "dealer takes 5", DEALER, 3),
    # Elder penalty: first proposal refused: the same as standing.
    ("elder", "refusal", "elder takes 3", ELDER, 1),
    ("elder", "refusal", "elder takes 5", ELDER, 2),
    ("elder", "refusal", "dealer takes 3", DEALER, 2),
    ("elder", "refusal", "dealer takes 5", DEALER, 3),
    # Classic: after an exchange, no penalty.
    ("classic", "exchange", "elder takes 3", ELDER, 1),
    ("classic", "exchange", "elder takes 5", ELDER, 2),
    ("classic", "exchange", "dealer takes 3", DEALER, 1),
    ("classic", "exchange", "dealer takes 5", DEALER, 2),
    ("classic", "exchange, then refusal", "elder takes 3", ELDER, 1),
    # Classic: the elder stood and fails: dealer 2; a vole is always 2.
    ("classic", "stand", "elder takes 3", ELDER, 1),
    ("classic", "stand", "elder takes 5", ELDER, 2),
    ("classic", "stand", "dealer takes 3", DEALER, 2),
    ("classic", "stand", "dealer takes 5", DEALER, 2),
    # Classic: the dealer refused the first proposal and fails: elder 2; vole always 2.
    ("classic", "refusal", "elder takes 3", ELDER, 2),
    ("classic", "refusal", "elder takes 4", ELDER, 2),
    ("classic", "refusal", "elder takes 5", ELDER, 2),
    ("classic", "refusal", "dealer takes 3", DEALER, 1),
    ("classic", "refusal", "dealer takes 5", DEALER, 2),
]


@pytest.mark.parametrize("penalty, opening, layout, seat, points", TABLE,
                         ids=[f"{p}|{o}|{l}" for p, o, l, _, _ in TABLE])
def test_scoring_table_row(penalty, opening, layout, seat, points):
    # Rule: the scoring table (le point 1, la vole 2) with the penalty option's rows.
    result = play_layout(penalty, opening, layout)
    expected = [0, 0]
    expected[seat] = points
    assert list(result.points) == expected
    assert len(result.awards) == 1 and result.awards[0].seat == seat


def test_penalty_award_is_explained_in_words():
    # Rule: the doubled point says why.
    result = play_layout("elder", "stand", "dealer takes 3")
    assert result.awards[0].code == "point_after_stand"
    assert result.why == ("Seat 0 scores 2 for the point, doubled because the elder hand "
                          "played without proposing.",)
