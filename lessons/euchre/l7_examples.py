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
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules
from engine.i18n import N_, _, ngettext

from ..course import Example, Frame
from ..quiz import Scene
from .common import describe, join, seat_names
from .positions import simple_action


@dataclass(frozen=True)
class ScriptedHand:
    title: str                          # the words of a script are English, marked N_(), translated when told
    rules: Rules
    variant: str                        # shown beside every frame
    dealer: int
    hands: tuple[str, ...]              # card notation, seat 0 first
    upcard: str
    kitty: str
    intro: str                          # what the variant changes, before the deal; may name the counts
                                        # {n} (cards each), {dealt}, {kitty} (the upcard included), {need}
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
    partner_name = names[partner] if partner is not None else ""
    if kind is Kind.PASS:
        return _("{seat} passes.").format(seat=name)
    if kind is Kind.ORDER:
        up = before.upcard.display
        if seat == before.dealer:
            return _("{seat}, the dealer, picks up the {card}.").format(seat=name, card=up)
        if partner == before.dealer:
            return _("{seat} assists: {partner}, the dealer, picks up the {card}.").format(
                seat=name, partner=partner_name, card=up)
        return _("{seat} orders up the {card}: {dealer}, the dealer, takes it.").format(
            seat=name, card=up, dealer=names[before.dealer])
    if kind is Kind.CALL:
        if before.phase is Phase.BENNY:
            return _("{seat}, the dealer, names {suits} as trump and takes the Benny.").format(
                seat=name, suits=W.suits(action.suit))
        return _("{seat} calls {suits}.").format(seat=name, suits=W.suits(action.suit))
    if kind is Kind.DISCARD:
        return _("{seat} discards the {card} face down.").format(seat=name, card=action.card.display)
    if kind is Kind.ALONE:
        return _("{seat} goes alone: {partner} lays the cards face down and sits out.").format(
            seat=name, partner=partner_name)
    if kind is Kind.PARTNER:
        return _("{seat} plays with {partner}.").format(seat=name, partner=partner_name)
    if kind is Kind.DEFEND_ALONE:
        return _("{seat} defends alone: {partner} sits out.").format(seat=name, partner=partner_name)
    if kind is Kind.DEFEND:
        return _("{seat} will defend with {partner}.").format(seat=name, partner=partner_name)
    if kind is Kind.GIVE:
        return _("{seat} passes the {card} face down to {partner}.").format(
            seat=name, card=action.card.display, partner=partner_name)
    return f"{name}: {action}."   # pragma: no cover - every kind before play is named above


def _trick_sentence(rules: Rules, number: int, trick, trump) -> str:
    names = seat_names(rules)
    led = euchre.effective_suit(trick.plays[0][1], trump)
    played = join([_("{seat} the {card}").format(seat=names[p], card=describe(c, trump)) for p, c in trick.plays])
    won = dict(trick.plays)[trick.winner]
    if euchre.is_trump(won, trump):
        if euchre.is_trump(trick.plays[0][1], trump) or sum(euchre.is_trump(c, trump) for _s, c in trick.plays) > 1:
            text = _("Trick {n}: {leader} leads. {played}. {winner} wins with the {card}, the highest trump.")
        else:
            text = _("Trick {n}: {leader} leads. {played}. {winner} wins with the {card}, the only trump.")
    else:
        text = _("Trick {n}: {leader} leads. {played}. {winner} wins with the {card}, the highest {suit}, and "
                 "nobody trumped.")
    return text.format(n=number, leader=names[trick.leader], played=played[0].upper() + played[1:],
                       winner=names[trick.winner], card=describe(won, trump), suit=one_suit(led))


def result_sentence(s: HandState) -> str:
    """The engine's result: tricks, the scoring row, and who scores what."""
    rules, r = s.rules, s.result
    maker_side = W.team_name(rules, r.makers)
    need, n = rules.tricks_to_make, rules.hand_size
    took = (_("{side} (the makers) took {t} of {n} tricks, needing {need}.") if rules.players == 4 else
            _("{side} (the maker) took {t} of {n} tricks, needing {need}.")
            ).format(side=maker_side, t=r.maker_tricks, n=n, need=need)
    scorers = [t for t, p in enumerate(r.points) if p]
    if r.score.side == "makers":
        how = _("All of them: a march.") if r.maker_tricks == n else _("Made, but not every trick.")
    else:
        how = _("Euchred by a lone defender.") if r.lone_defender is not None else _("Euchred.")
    points = {r.points[t] for t in scorers}
    if len(scorers) == 1:
        p = r.points[scorers[0]]
        score = (ngettext("**{side} score {n} point.**", "**{side} score {n} points.**", p) if rules.players == 4
                 else ngettext("**{side} scores {n} point.**", "**{side} scores {n} points.**", p)
                 ).format(side=W.team_name(rules, scorers[0]), n=p)
    else:
        p = points.pop()
        score = ngettext("**{sides} score {n} point each.**", "**{sides} score {n} points each.**", p).format(
            sides=join([W.team_name(rules, t) for t in scorers]), n=p)
    return f"{took} {how} {score}"


def _scene(s: HandState, variant: str, **kw) -> Scene:
    # no "Trump" fact: the scene's trump is drawn as its own chip (both read "Trump: ♦ Diamonds",
    # then "Trump: Diamonds")
    facts = ((_("Variant"), _(variant)), (_("Dealer"), seat_names(s.rules)[s.dealer]))
    return Scene(trump=s.trump, turned_down=s.turned_down, facts=facts, **kw)


def narrate(script: ScriptedHand) -> Example:
    """The example's frames: the deal, each decision with its reason, each trick, the result."""
    rules = script.rules
    names = seat_names(rules)
    s = script.start()
    shown = script.shown
    deals = _("{dealer} deals; the upcard is the {card}.").format(dealer=names[s.dealer], card=s.deal.upcard.display)
    dealt = rules.players * rules.hand_size
    intro = _(script.intro).format(n=rules.hand_size, dealt=dealt, kitty=len(rules.cards) - dealt,
                                   need=rules.tricks_to_make)
    frames = [Frame(f"{intro}\n\n{deals}",
                    _scene(s, script.variant, upcard=s.deal.upcard,
                           hand=tuple(s.hands[shown]), hand_label=_("{seat}'s hand").format(seat=names[shown])), s)]
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
            parts.append(_passes(passes))
            passes = []
        if str(action) != "pass" or why:
            parts.append(_event_sentence(before, euchre.Action.parse(action)))
        parts.append(_(why))
        if before.phase is Phase.BID1 and s.phase is Phase.BID2:
            parts.append(_("Everybody has passed: the {card} is turned down and {suits} cannot be trump.").format(
                card=s.deal.upcard.display, suits=W.suits(s.turned_down)))
        text = " ".join(p for p in parts if p)
        actor = before.current_player
        if str(action) == "pass" and not why:   # several players: no one hand to show
            frames.append(Frame(text, _scene(s, script.variant), s))
            continue
        hand = euchre.hand_order(s.hands[actor], s.trump) if s.trump else tuple(s.hands[actor])
        frames.append(Frame(text, _scene(s, script.variant, hand=hand,
                                         hand_label=_("{seat}'s hand now").format(seat=names[actor])), s))
    if passes:   # pragma: no cover - a script ends with a decision, not a pass
        frames.append(Frame(_passes(passes), _scene(s, script.variant), s))
    if s.phase is Phase.PLAY:
        frames.append(Frame(_("{seat} leads the first trick.").format(seat=names[s.current_player]), _scene(s, script.variant), s))
    while not s.is_over:
        number = len(s.tricks)
        s = s.apply(simple_action(s))
        if len(s.tricks) > number:
            t = s.tricks[-1]
            frames.append(Frame(_trick_sentence(rules, number + 1, t, s.trump),
                                _scene(s, script.variant, trick=tuple((names[p], c) for p, c in t.plays),
                                       trick_label=_("Trick {n}").format(n=number + 1)), s))
    frames.append(Frame(f"{result_sentence(s)} {_(script.outro)}".strip(), _scene(s, script.variant), s))
    return Example(_(script.title), tuple(frames))


def _passes(seats: list[str]) -> str:
    """``West passes.``, ``West and North pass.``"""
    if len(seats) == 1:
        return _("{seat} passes.").format(seat=seats[0])
    return _("{seats} pass.").format(seats=join(seats))


# ---- the six hands ----------------------------------------------------------------------------
# Each deal was chosen so the variant's rule decides the story; the reasons below describe
# these exact cards (the tests replay every frame and check the narrated score).

CALL_FOR_BEST = ScriptedHand(
    N_("Railroad: calling for best"), PRESETS["railroad"], PRESET_TITLES["railroad"], dealer=3,
    hands=("TC JC AC JD 9S", "9C QD QH JS QS", "KC AD JH KH AH", "TD KD 9H TH AS"),
    upcard="QC", kitty="TS KS 9D", shown=0,
    intro=N_("At a Railroad table a lone player **calls for best**: the partner who sits out passes "
          "one card across, face down, and the lone player then discards one, keeping five."),
    decisions=(
        ("order", N_("South holds the J♣ (right bower), the A♣ and the 10♣: strong enough to make clubs "
                  "trump, even though the Q♣ goes to an opponent.")),
        ("discard 9H", ""),
        ("alone", N_("South hopes to take all five tricks alone for 4 points, and knows a card is coming "
                  "from North.")),
        ("defend", N_("At this table a defender may defend alone too; West does not.")),
        ("defend", ""),
        ("give KC", N_("The K♣ is North's only trump, so it is the best card for South.")),
        ("discard 9S", N_("South now holds six cards and lays down the weakest, the 9♠: four trumps "
                       "and the J♦ are left.")),
    ),
    outro=N_("A lone march is the most one deal can score."),
)

LONE_DEFENDER = ScriptedHand(
    N_("A lone defender"), Rules(allow_lone_defender=True), N_("Lone defenders allowed"), dealer=2,
    hands=("9C QC 9D QD JH", "TC AC 9S JS QS", "JC 9H QH AH KS", "TD JD KD KH AS"),
    upcard="AD", kitty="TS TH KC", shown=0,
    # not "scores more": by tricks, this deal's lone euchre scores 2, as any euchre does
    intro=N_("Some tables let a defender **defend alone**: the partner sits out, and a lone defender "
          "who euchres the makers can score more than the usual 2. How much is an option: by tricks (2, "
          "or 4 for all five) or always 4."),
    decisions=(
        ("order", N_("East holds the J♦ (right bower), the K♦ and the 10♦: enough to order up, even "
                  "though the A♦ goes to North, an opponent.")),
        ("discard 9H", ""),
        ("partner", ""),
        ("defend alone", N_("With three trumps, the J♥ (left bower), the Q♦ and the 9♦, South hopes to "
                         "stop East–West alone. The A♦ North just picked up sits out with North.")),
    ),
)

CUTTHROAT_SEVEN = ScriptedHand(
    N_("Cutthroat with seven cards"), Rules(players=3, cutthroat_hand_size=7), N_("Cutthroat, 7 cards"), dealer=0,
    hands=("KC QD KD AD TH QH AS", "QC 9D JD 9H JH KH QS", "9C TC JC AC TS JS KS"),
    upcard="AH", kitty="9S TD", shown=1,
    intro=N_("Cutthroat with **{n} cards** each: {dealt} cards are dealt to three players and the other "
          "{kitty} form the kitty, the upcard on top. The maker plays alone against the other two and needs "
          "**{need} of the {n}** tricks."),
    decisions=(
        ("order", N_("West holds the J♥ (right bower), the J♦ (left bower), the K♥ and the 9♥: four "
                  "trumps, although the A♥ goes to South.")),
        ("discard QD", ""),
    ),
    outro=N_("Three tricks would have been enough with five cards each; with seven they are not."),
)

TWO_HANDED = ScriptedHand(
    N_("Two-handed Euchre"), PRESETS["two_handed"], PRESET_TITLES["two_handed"], dealer=0,
    hands=("9D TD QH TS QS", "AC JH 9S KS AS"),
    upcard="TH", kitty="KH JD 9C QD AD QC AH JC TC JS 9H KC KD", shown=1,
    intro=N_("Two players, each for themselves: {n} cards each; the other {kitty} form the kitty, the "
          "upcard on top. Bidding has its usual two rounds, and nobody goes alone."),
    decisions=(
        ("pass", N_("North holds one heart, the J♥: too little to order up the 10♥.")),
        ("pass", N_("South, the dealer, would hold only two hearts even with the 10♥.")),
        ("call S", N_("With the A♠, the K♠ and the 9♠, spades are North's best suit.")),
    ),
    outro=N_("North, the player who did not deal, led the first trick."),
)

STUCK_DEALER = ScriptedHand(
    N_("Stick the Dealer"), PRESETS["stick_the_dealer"], PRESET_TITLES["stick_the_dealer"], dealer=3,
    hands=("QD TH JH JS AS", "KC 9D 9H AH QS", "QC AC KD QH KS", "9C JC TD JD KH"),
    upcard="TS", kitty="9S AD TC", shown=3,
    intro=N_("With **Stick the Dealer** a deal is never thrown in: if everybody else passes twice, the "
          "dealer must name a suit."),
    decisions=(("pass", ""),) * 7 + (
        ("call H", N_("East may not pass. Whichever suit East names, East holds only two trumps; "
                   "East names hearts, the K♥ and the J♦ (now the left bower).")),
        ("partner", ""),
    ),
    outro=N_("Being stuck is the price of never throwing a deal in."),
)

BENNY_TURNED = ScriptedHand(
    N_("The Benny turned up"), PRESETS["british"], PRESET_TITLES["british"], dealer=1,
    hands=("9C 9D TD JH AH", "KC KD AD QS KS", "JC QC AC TS JS", "QD QH KH 9S AS"),
    upcard="JK", kitty="JD TC TH 9H", shown=1,
    intro=N_("British Euchre adds the joker, the **Benny**, the highest trump of all. When the Benny "
          "is turned up there is no bidding."),
    decisions=(
        ("call S", N_("The dealer names trump at once, any of the four suits. West holds the K♠ and the "
                   "Q♠ and names spades: with the Benny, three trumps.")),
        ("discard KC", N_("As after an order, the dealer keeps five cards: the K♣, West's only club, goes.")),
        ("partner", N_("The dealer's side are the makers.")),
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
    last = Frame(_("Scored **by tricks**, as here, a lone defender's euchre is worth 2 (4 if the lone "
                   "defender takes all five). At a table where it is **always 4**, as in Railroad Euchre, "
                   "the same deal ends differently: {result}").format(result=result_sentence(s)),
                 _scene(s, N_("Lone defender's euchre: always 4")), s)
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
