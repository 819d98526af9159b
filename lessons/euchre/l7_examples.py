"""Worked examples for the variants: one explicit deal per variant, played by the engine.

Each example is a ``ScriptedHand``: the deal in card notation, the decisions that show
the variant (each with the reason a player would give), and nothing else. The tricks
are then played by the simple players of ``positions``, and every sentence about a
trick or the score is read off the engine's states, so the story cannot drift from
the rules. Each frame carries the engine state it shows (tests replay them).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine import euchre
from engine.euchre import HandState, Kind, Phase
from engine.euchre import words as W
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules

from ..course import Example, Frame
from ..quiz import Scene
from .common import describe, join, seat_names
from .positions import simple_action


@dataclass(frozen=True)
class ScriptedHand:
    title: str
    rules: Rules
    variant: str                        # shown beside every frame
    dealer: int
    hands: tuple[str, ...]              # card notation, seat 0 first
    upcard: str
    kitty: str
    intro: str                          # what the variant changes, before the deal
    shown: int                          # the seat whose hand the deal frame shows
    decisions: tuple[tuple[str, str], ...]   # (action, why) until the first lead; why may be ""
    outro: str = ""                     # a last word after the engine's result

    def start(self) -> HandState:
        return euchre.from_deal(self.rules, self.dealer, list(self.hands), self.upcard, self.kitty)


def play_out(script: ScriptedHand) -> HandState:
    """The finished hand: the scripted decisions, then the simple players to the end."""
    s = script.start()
    for action, _why in script.decisions:
        s = s.apply(action)
    while not s.is_over:
        s = s.apply(simple_action(s))
    return s


# ---- sentences read off the engine ---------------------------------------------------------

def _event_sentence(before: HandState, action) -> str:
    """What ``before.current_player`` did with ``action``, in words."""
    rules, seat = before.rules, before.current_player
    names = seat_names(rules)
    name = names[seat]
    partner = euchre.partner_of(rules, seat)
    kind = action.kind
    if kind is Kind.PASS:
        return f"{name} passes."
    if kind is Kind.ORDER:
        up = before.upcard.display
        if seat == before.dealer:
            return f"{name}, the dealer, picks up the {up}."
        if partner == before.dealer:
            return f"{name} assists: {names[partner]}, the dealer, picks up the {up}."
        return f"{name} orders up the {up}: {names[before.dealer]}, the dealer, takes it."
    if kind is Kind.CALL:
        if before.phase is Phase.BENNY:
            return f"{name}, the dealer, names {W.suits(action.suit)} as trump and takes the Benny."
        return f"{name} calls {W.suits(action.suit)}."
    if kind is Kind.DISCARD:
        return f"{name} discards the {action.card.display} face down."
    if kind is Kind.ALONE:
        return f"{name} goes alone: {names[partner]} lays the cards face down and sits out."
    if kind is Kind.PARTNER:
        return f"{name} plays with {names[partner]}."
    if kind is Kind.DEFEND_ALONE:
        return f"{name} defends alone: {names[partner]} sits out."
    if kind is Kind.DEFEND:
        return f"{name} will defend with {names[partner]}."
    if kind is Kind.GIVE:
        lone = partner
        return f"{name} passes the {action.card.display} face down to {names[lone]}."
    return f"{name}: {action}."   # pragma: no cover - every kind before play is named above


def _trick_sentence(rules: Rules, number: int, trick, trump) -> str:
    names = seat_names(rules)
    led = euchre.effective_suit(trick.plays[0][1], trump)
    played = join([f"{names[p]} the {describe(c, trump)}" for p, c in trick.plays])
    won = dict(trick.plays)[trick.winner]
    if euchre.is_trump(won, trump):
        why = "the highest trump" if euchre.is_trump(trick.plays[0][1], trump) or \
            sum(euchre.is_trump(c, trump) for _, c in trick.plays) > 1 else "the only trump"
    else:
        why = f"the highest {W.SUIT_SINGULAR[led]}, and nobody trumped"
    return (f"Trick {number}: {names[trick.leader]} leads. {played[0].upper() + played[1:]}. "
            f"{names[trick.winner]} wins with the {describe(won, trump)}, {why}.")


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def result_sentence(s: HandState) -> str:
    """The engine's result: tricks, the scoring row, and who scores what."""
    rules, r = s.rules, s.result
    maker_side = W.team_name(rules, r.makers)
    need, n = rules.tricks_to_make, rules.hand_size
    who = f"{maker_side} (the makers)" if rules.players == 4 else f"{maker_side} (the maker)"
    text = f"{who} took {r.maker_tricks} of {n} tricks, needing {need}. "
    scorers = [t for t, p in enumerate(r.points) if p]
    if r.score.side == "makers":
        text += "All of them: a march. " if r.maker_tricks == n else "Made, but not every trick. "
    else:
        text += ("Euchred by a lone defender. " if r.lone_defender is not None else "Euchred. ")
    points = {r.points[t] for t in scorers}
    if len(scorers) == 1:
        verb = "score" if rules.players == 4 else "scores"   # a partnership, or one player
        text += f"**{W.team_name(rules, scorers[0])} {verb} {_points(r.points[scorers[0]])}.**"
    else:
        text += (f"**{join([W.team_name(rules, t) for t in scorers])} score "
                 f"{_points(points.pop())} each.**")
    return text


def _scene(s: HandState, variant: str, **kw) -> Scene:
    facts = (("Variant", variant), ("Dealer", seat_names(s.rules)[s.dealer]))
    if s.trump is not None:
        facts += (("Trump", W.Suits(s.trump)),)
    return Scene(trump=s.trump, turned_down=s.turned_down, facts=facts, **kw)


def narrate(script: ScriptedHand) -> Example:
    """The example's frames: the deal, each decision with its reason, each trick, the result."""
    rules = script.rules
    names = seat_names(rules)
    s = script.start()
    shown = script.shown
    frames = [Frame(f"{script.intro}\n\n{names[s.dealer]} deals; the upcard is the {s.deal.upcard.display}.",
                    _scene(s, script.variant, upcard=s.deal.upcard,
                           hand=tuple(s.hands[shown]), hand_label=f"{names[shown]}'s hand"), s)]
    passes: list[str] = []
    for action, why in script.decisions:
        before = s
        s = s.apply(action)
        if str(action) == "pass" and not why:   # quiet passes are told together
            passes.append(names[before.current_player])
            if s.phase is not Phase.BID2 or before.phase is not Phase.BID1:
                continue
        parts = []
        if passes:
            parts.append(join(passes) + (" passes." if len(passes) == 1 else " pass."))
            passes = []
        if str(action) != "pass" or why:
            parts.append(_event_sentence(before, euchre.Action.parse(action)))
        parts.append(why)
        if before.phase is Phase.BID1 and s.phase is Phase.BID2:
            parts.append(f"Everybody has passed: the {s.deal.upcard.display} is turned down and "
                         f"{W.suits(s.turned_down)} cannot be trump.")
        text = " ".join(p for p in parts if p)
        actor = before.current_player
        if str(action) == "pass" and not why:   # several players: no one hand to show
            frames.append(Frame(text, _scene(s, script.variant), s))
            continue
        hand = euchre.hand_order(s.hands[actor], s.trump) if s.trump else tuple(s.hands[actor])
        frames.append(Frame(text, _scene(s, script.variant, hand=hand, hand_label=f"{names[actor]}'s hand now"), s))
    if passes:   # pragma: no cover - a script ends with a decision, not a pass
        frames.append(Frame(join(passes) + " pass.", _scene(s, script.variant), s))
    if s.phase is Phase.PLAY:
        frames.append(Frame(f"{names[s.current_player]} leads the first trick.", _scene(s, script.variant), s))
    while not s.is_over:
        number = len(s.tricks)
        s = s.apply(simple_action(s))
        if len(s.tricks) > number:
            t = s.tricks[-1]
            frames.append(Frame(_trick_sentence(rules, number + 1, t, s.trump),
                                _scene(s, script.variant, trick=tuple((names[p], c) for p, c in t.plays),
                                       trick_label=f"Trick {number + 1}"), s))
    frames.append(Frame(f"{result_sentence(s)} {script.outro}".strip(), _scene(s, script.variant), s))
    return Example(script.title, tuple(frames))


# ---- the six hands ----------------------------------------------------------------------------
# Each deal was chosen so the variant's rule decides the story; the reasons below describe
# these exact cards (the tests replay every frame and check the narrated score).

CALL_FOR_BEST = ScriptedHand(
    "Railroad: calling for best", PRESETS["railroad"], PRESET_TITLES["railroad"], dealer=3,
    hands=("TC JC AC JD 9S", "9C QD QH JS QS", "KC AD JH KH AH", "TD KD 9H TH AS"),
    upcard="QC", kitty="TS KS 9D", shown=0,
    intro="At a Railroad table a lone player **calls for best**: the partner who sits out passes "
          "one card across, face down, and the lone player then discards one, keeping five.",
    decisions=(
        ("order", "South holds the J♣ (right bower), the A♣ and the 10♣: strong enough to make clubs "
                  "trump, even though the Q♣ goes to an opponent."),
        ("discard 9H", ""),
        ("alone", "South hopes to take all five tricks alone for 4 points, and knows a card is coming "
                  "from North."),
        ("defend", "At this table a defender may defend alone too; West does not."),
        ("defend", ""),
        ("give KC", "The K♣ is North's only trump, so it is the best card for South."),
        ("discard 9S", "South now holds six cards and lays down the weakest, the 9♠: four trumps "
                       "and the J♦ are left."),
    ),
    outro="A lone march is the best a hand can score.",
)

LONE_DEFENDER = ScriptedHand(
    "A lone defender", Rules(allow_lone_defender=True), "Lone defenders allowed", dealer=2,
    hands=("9C QC 9D QD JH", "TC AC 9S JS QS", "JC 9H QH AH KS", "TD JD KD KH AS"),
    upcard="AD", kitty="TS TH KC", shown=0,
    intro="Some tables let a defender **defend alone**: the partner sits out, and a lone defender "
          "who euchres the makers scores more. How much is an option: by tricks (2, or 4 for "
          "all five) or always 4.",
    decisions=(
        ("order", "East holds the J♦ (right bower), the K♦ and the 10♦: enough to order up, even "
                  "though the A♦ goes to North, an opponent."),
        ("discard 9H", ""),
        ("partner", ""),
        ("defend alone", "With three trumps, the J♥ (left bower), the Q♦ and the 9♦, South hopes to "
                         "stop East–West alone. The A♦ North just picked up sits out with North."),
    ),
)

CUTTHROAT_SEVEN = ScriptedHand(
    "Cutthroat with seven cards", Rules(players=3, cutthroat_hand_size=7), "Cutthroat, 7 cards", dealer=0,
    hands=("KC QD KD AD TH QH AS", "QC 9D JD 9H JH KH QS", "9C TC JC AC TS JS KS"),
    upcard="AH", kitty="9S TD", shown=1,
    intro="Cutthroat with **seven cards** each: 21 cards are dealt to three players, one is turned "
          "up and 2 stay in the kitty. The maker plays alone against the other two and needs "
          "**4 of the 7** tricks.",
    decisions=(
        ("order", "West holds the J♥ (right bower), the J♦ (left bower), the K♥ and the 9♥: four "
                  "trumps, although the A♥ goes to South."),
        ("discard QD", ""),
    ),
    outro="Three tricks would have been enough with five cards each; with seven they are not.",
)

TWO_HANDED = ScriptedHand(
    "Two-handed Euchre", PRESETS["two_handed"], PRESET_TITLES["two_handed"], dealer=0,
    hands=("9D TD QH TS QS", "AC JH 9S KS AS"),
    upcard="TH", kitty="KH JD 9C QD AD QC AH JC TC JS 9H KC KD", shown=1,
    intro="Two players, each for themselves: five cards each, one turned up, and the other 13 stay "
          "in the kitty. "
          "Bidding has its usual two rounds, and nobody goes alone.",
    decisions=(
        ("pass", "North holds one heart, the J♥: too little to order up the 10♥."),
        ("pass", "South, the dealer, would hold only two hearts even with the 10♥."),
        ("call S", "With the A♠, the K♠ and the 9♠, spades are North's best suit."),
    ),
    outro="North, the player who did not deal, led the first trick.",
)

STUCK_DEALER = ScriptedHand(
    "Stick the Dealer", PRESETS["stick_the_dealer"], PRESET_TITLES["stick_the_dealer"], dealer=3,
    hands=("QD TH JH JS AS", "KC 9D 9H AH QS", "QC AC KD QH KS", "9C JC TD JD KH"),
    upcard="TS", kitty="9S AD TC", shown=3,
    intro="With **Stick the Dealer** a hand is never thrown in: if everybody else passes twice, the "
          "dealer must name a suit.",
    decisions=(("pass", ""),) * 7 + (
        ("call H", "East may not pass. Whichever suit East names, East holds only two trumps; "
                   "East names hearts, the K♥ and the J♦ (now the left bower)."),
        ("partner", ""),
    ),
    outro="Being stuck is the price of never throwing a hand in.",
)

BENNY_TURNED = ScriptedHand(
    "The Benny turned up", PRESETS["british"], PRESET_TITLES["british"], dealer=1,
    hands=("9C 9D TD JH AH", "KC KD AD QS KS", "JC QC AC TS JS", "QD QH KH 9S AS"),
    upcard="JK", kitty="JD TC TH 9H", shown=1,
    intro="British Euchre adds the joker, the **Benny**, the highest trump of all. When the Benny "
          "is turned up there is no bidding.",
    decisions=(
        ("call S", "The dealer names trump at once, any of the four suits. West holds the K♠ and the "
                   "Q♠ and names spades: with the Benny, three trumps."),
        ("discard KC", "As after an order, the dealer keeps five cards: the K♣, West's only club, goes."),
        ("partner", "The dealer's side are the makers."),
    ),
)


def call_for_best_example(_rules: Rules) -> Example:
    return narrate(CALL_FOR_BEST)


def cutthroat_seven_example(_rules: Rules) -> Example:
    return narrate(CUTTHROAT_SEVEN)


def two_handed_example(_rules: Rules) -> Example:
    return narrate(TWO_HANDED)


def stuck_dealer_example(_rules: Rules) -> Example:
    return narrate(STUCK_DEALER)


def benny_example(_rules: Rules) -> Example:
    return narrate(BENNY_TURNED)


def lone_defender_example(_rules: Rules) -> Example:
    """The hand by tricks, then the same plays at a table where a lone defender's euchre is worth 4."""
    ex = narrate(LONE_DEFENDER)
    always_four = LONE_DEFENDER.rules.replace(lone_defender_points="always_four")
    s = euchre.from_deal(always_four, LONE_DEFENDER.dealer, list(LONE_DEFENDER.hands),
                         LONE_DEFENDER.upcard, LONE_DEFENDER.kitty)
    for event in ex.frames[-1].position.history:
        s = s.apply(event.action)
    last = Frame("Scored **by tricks**, as here, a lone defender's euchre is worth 2 (4 if the lone "
                 "defender takes all five). At a table where it is **always 4**, as in Railroad Euchre, "
                 f"the same hand ends differently: {result_sentence(s)}",
                 _scene(s, "Lone defender's euchre: always 4"), s)
    return Example(ex.title, ex.frames + (last,))


SCRIPTS = {
    "call_for_best": CALL_FOR_BEST,
    "lone_defender": LONE_DEFENDER,
    "cutthroat_seven": CUTTHROAT_SEVEN,
    "two_handed": TWO_HANDED,
    "stick_the_dealer": STUCK_DEALER,
    "benny": BENNY_TURNED,
}

EXAMPLES = {
    "call_for_best": call_for_best_example,
    "lone_defender": lone_defender_example,
    "cutthroat_seven": cutthroat_seven_example,
    "two_handed": two_handed_example,
    "stick_the_dealer": stuck_dealer_example,
    "benny": benny_example,
}
"""Every variant's worked example, by name (the lesson steps and the tests use them)."""
