"""The Rules page under every preset and every single-option change from it: it renders
without an exception or a template leftover, and the sentences that name an option's value
say what the engine does under those rules (each fact below is read from the engine by
playing a deal, not from the rule book's own code)."""
from __future__ import annotations

from streamlit.testing.v1 import AppTest

from engine import ecarte, euchre
from engine.errors import RulesError
from engine.ecarte.ranking import DECK
from engine.euchre import Phase

from apphelp import APP

EUCHRE_VALUES = dict(players=(2, 3, 4), deck=(24, 25, 28, 32), stick_the_dealer=(False, True),
                     dealer_may_discard_upcard=(False, True), allow_alone=(False, True),
                     allow_lone_defender=(False, True), lone_lead=("loner_left", "dealer_left"),
                     lone_defender_points=("by_tricks", "always_four"), call_for_best=(False, True),
                     cutthroat_hand_size=(5, 7), target_score=(1, 10, 15))
ECARTE_VALUES = dict(players=(2, 3), penalty=("elder", "classic"), dealer_must_exchange=(False, True),
                     must_trump=(False, True), target_score=(1, 5, 11), stake=(0, 1, 5),
                     packets=("3+2", "2+3"))


def variants(presets, values):
    """Every preset, and every rule set one option away from one (those the engine accepts)."""
    seen = []
    for base in presets.values():
        for r in [base] + [base.replace(**{k: v}) for k, vs in values.items() for v in vs
                           if _valid(base, k, v)]:
            if r not in seen:
                seen.append(r)
    return seen


def _valid(base, k, v) -> bool:
    try:
        base.replace(**{k: v})
        return True
    except RulesError:
        return False


# ---- facts from the engine --------------------------------------------------------------------

def _bidding_hand(rules):
    """A deal whose upcard is not the Benny (seeds tried in order)."""
    for seed in range(50):
        s = euchre.deal(rules, dealer=0, seed=seed)
        if s.phase is Phase.BID1:
            return s
    raise AssertionError("no deal without a turned Benny")


def dealer_may_pass_last(rules) -> bool:
    s = _bidding_hand(rules)
    while not (s.phase is Phase.BID2 and s.current_player == s.dealer):
        s = s.apply("pass")
    return "pass" in [str(a) for a in s.legal_actions()]


def defenders_asked(rules) -> bool:
    s = _bidding_hand(rules).apply("order")
    s = s.apply(s.legal_actions()[0])   # the dealer's discard
    if s.phase is Phase.ALONE:
        s = s.apply("partner")
    return s.phase is Phase.DEFEND


def ecarte_king_points(rules) -> int:
    s = ecarte.from_deal(rules, 0, *_ecarte_deal(rules))
    s = s.apply("stand").apply("declare king")
    return max(s.points)


def _ecarte_deal(rules):
    """The elder holds the king of hearts, hearts are trump (the turn-up is the 7)."""
    deck = [c for c in DECK if str(c) not in ("KH", "7H")]
    elder, younger = ["KH"] + [str(c) for c in deck[:4]], [str(c) for c in deck[4:9]]
    hands = [""] * rules.players
    el, yo = ecarte.roles(rules.players, 0)
    hands[el], hands[yo] = " ".join(elder), " ".join(younger)
    return hands, "7H", " ".join(str(c) for c in deck[9:])


def trump_forced(rules) -> bool:
    """The elder leads a club; the other player has no club, a trump and a diamond."""
    hands = [""] * rules.players
    el, yo = ecarte.roles(rules.players, 0)
    hands[el], hands[yo] = "7C 8C 9C 7D 8D", "KH QD JD AS TS"
    used = set(" ".join(hands).split()) | {"9H"}
    s = ecarte.from_deal(rules, 0, hands, "9H", " ".join(str(c) for c in DECK if str(c) not in used))
    s = s.apply("stand")
    if s.phase is ecarte.Phase.DECLARE:
        s = s.apply("no declaration")
    return "play QD" not in [str(a) for a in s.apply("play 7C").legal_actions()]


def dealer_may_take_none(rules) -> bool:
    s = ecarte.from_deal(rules, 0, *_ecarte_deal(rules)).apply("propose").apply("accept")
    s = s.apply(s.legal_actions()[0])   # the elder's exchange
    return ecarte.parse_action("exchange") in s.legal_actions()


# ---- the sweep ----------------------------------------------------------------------------------

def _render(at: AppTest, game: str, rules) -> str:
    at.session_state["rules"][game] = rules
    at.switch_page("ui/pages/rules.py").run()
    assert not at.exception, (rules, [e.value for e in at.exception])
    words = [m.value for m in at.markdown if not m.value.lstrip().startswith("<style")]   # not the CSS
    words += [x.value for x in (*at.caption, *at.header, *at.title)]
    words += [str(v) for t in at.table for v in t.value.to_numpy().ravel()]
    shown = "\n".join(words)
    for leftover in ("{", "}", "None", "_("):
        assert leftover not in shown, (rules, leftover)
    return shown


def _app(game: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=90)
    at.session_state["game"] = game
    at.run()
    return at


def test_every_euchre_variant_states_its_options_as_the_engine_plays_them():
    at = _app("euchre")
    rules_list = variants(euchre.PRESETS, EUCHRE_VALUES)
    assert len(rules_list) > 80
    for r in rules_list:
        shown = _render(at, "euchre", r)
        side = "side" if r.players == 4 else "player"
        point = "point" if r.target_score == 1 else "points"
        assert f"The first {side} to reach **{r.target_score}** {point} wins." in shown, r
        # stick the dealer: said exactly when the engine takes away the dealer's last pass
        assert ("**Stick the Dealer:**" in shown) == (not dealer_may_pass_last(r)), r
        assert ("the deal is thrown in" in shown) == dealer_may_pass_last(r), r
        # the Benny: the top of the trump line exactly when the engine ranks the joker highest
        top = euchre.ranking.trump_order(r.cards, euchre.Suit.HEARTS)[0]
        assert ("trumps rank: Benny >" in shown) == top.is_joker, r
        # defending alone: offered on the page exactly when the engine asks the defenders
        assert ("may **defend alone**" in shown) == defenders_asked(r), r
        # an option is listed among those in force only where it can change the play: a lone
        # defender's points exactly when the engine asks the defenders, the Cutthroat hand size
        # with three players (before: both always, with "(Only when lone defenders are allowed.)")
        assert ("**Points for a lone defender's euchre**" in shown) == defenders_asked(r), r
        assert ("**Cutthroat hand size**" in shown) == (len(euchre.deal(r, 0, seed=0).hands) == 3), r
        assert "(Only when" not in shown and "players only.)" not in shown, r
        # who leads against a loner (East, seat 1, alone; dealer South): as the engine decides
        if r.players == 4 and r.allow_alone:
            lead = euchre.state.first_leader(r, 0, 1, None, {3})
            said = ("the player to the lone player's left leads" in shown,
                    "the first playing seat to the dealer's left leads" in shown)
            assert said == ((True, False) if lead == 2 else (False, True)), (r, lead)
        # the scoring table: the march row's points are what the engine scores for a march
        points = [int(p) for p in at.table[0].value.iloc[:, -1]]
        assert points[1] == euchre.score_hand(r, r.hand_size).points, r


def test_every_ecarte_variant_states_its_options_as_the_engine_plays_them():
    at = _app("ecarte")
    rules_list = variants(ecarte.PRESETS, ECARTE_VALUES)
    assert len(rules_list) > 20
    for r in rules_list:
        shown = _render(at, "ecarte", r)
        point = "point" if r.target_score == 1 else "points"
        assert f"The first player to reach **{r.target_score}** {point} wins." in shown, r
        king = ecarte_king_points(r)
        assert f"for **{king}** point" in shown, r
        assert ("the follower **must trump** if able" in shown) == trump_forced(r), r
        assert ("need not take any" in shown) == dealer_may_take_none(r), r
        # the scoring table's king rows: the engine's points for a king
        assert [int(p) for p in at.table[0].value.iloc[-2:, -1]] == [king, king], r
