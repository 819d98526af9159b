"""Lesson 4: proposing and exchanging. What may this player do now; how many cards may
they exchange (from ``state.exchange_limits()``)."""
from __future__ import annotations

import random

from engine.ecarte import HandState, Phase, Rules, observe
from engine.ecarte.actions import Exchange, Play
from engine.i18n import N_, _, ngettext

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import n_cards, names, rng_for, who
from .positions import bot, bot_action, last_moves, public_history, random_deal, random_opening_step
from .words import dealer_part, refuse_words, stand_words

MAY = {
    "propose": N_("Propose an exchange, or stand (play the cards as they are)"),
    "respond": N_("Accept the proposal, or refuse it so that play starts at once"),
    "exchange": N_("Discard some cards face down and draw as many from the talon"),
    "declare": N_("Declare the king of trumps for 1 point, or say nothing"),
    "play": N_("Lead the first trick: the exchanges are over"),
}


def may_key(state: HandState) -> str:
    """Which description fits the engine's legal actions."""
    legal = {str(a) for a in state.legal_actions()}
    if legal == {"propose", "stand"}:
        return "propose"
    if legal == {"accept", "refuse"}:
        return "respond"
    if legal == {"declare king", "no declaration"}:
        return "declare"
    acts = state.legal_actions()
    if acts and all(isinstance(a, Exchange) for a in acts):
        return "exchange"
    if acts and all(isinstance(a, Play) for a in acts):
        return "play"
    raise ValueError(f"no description for {sorted(legal)}")


MAY_WHY = {
    # the risk after the brackets: it holds brackets of its own ("(3 instead of 2 …)"), and
    # "(plays without proposing: … (3 instead of 2 for all five tricks) if …)" read as a maze
    "propose": N_("{n} is the elder hand and nobody has proposed yet in this round: the elder either proposes "
               "or stands (plays without proposing); {stand_note}."),
    "respond": N_("{w} answers the elder's proposal: accept (both then exchange, the elder first) or refuse "
               "(play starts with the hands as they are); {refuse_note}."),
    "exchange": N_("The proposal was accepted, so {w} now discards cards face down and draws as many from the "
                "talon{dealer_note}."),
    "declare": N_("The exchanges are over and {w} holds the king of trumps: before the first lead, "
               "declare it for 1 point, or say nothing (an undeclared king scores nothing)."),
    "play": N_("The exchanges are over (nobody holds the king of trumps, or it is decided): {n}, the elder "
            "hand, leads the first trick."),
}


def decision_position(rules: Rules, rng: random.Random) -> HandState:
    """A deal taken a random number of steps into the proposals and exchanges."""
    s = random_deal(rules, rng)
    steps = rng.randrange(0, 9)
    for _i in range(steps):
        if s.phase in (Phase.PLAY, Phase.OVER):
            break
        nxt = s.apply(random_opening_step(s, rng, p_propose=0.8, p_accept=0.8))
        if nxt.phase is Phase.OVER:
            break
        s = nxt
    return s


def gen_may(rules: Rules, seed: int) -> Question:
    rng = rng_for("may", seed)
    # the king's declaration comes up in few positions: one question in five looks for one, so that
    # "Declare the king" is not an answer offered again and again and (almost) never right
    tries = 300 if rng.random() < 0.2 else 1
    for _i in range(tries):
        s = decision_position(rules, rng)
        while s.phase is Phase.OVER:   # a turned king can end a game only with scores; never here
            s = decision_position(rules, rng)
        if may_key(s) == "declare":
            break
    right = may_key(s)
    nm = names(rules)
    w = who(s, s.current_player)
    note = ""
    if right == "exchange":
        least, most = s.exchange_limits()
        if least == 0:
            note = _("(here {least} to {most}: at this table the dealer may also take none; {cards} left in the "
                     "talon)")
        elif least == most:
            note = _("(here exactly {least}, with {cards} left in the talon)")
        else:
            note = _("(here {least} to {most}, with {cards} left in the talon)")
        note = " " + note.format(least=least, most=most, cards=n_cards(len(s.talon)))
    expl = _(MAY_WHY[right]).format(w=w, n=nm[s.current_player], dealer_note=note,
                                    stand_note=stand_words(rules.penalty, s.exchanged, rules.players),
                                    refuse_note=refuse_words(rules.penalty, s.exchanged, rules.players))
    others = [k for k in MAY if k != right]
    rng.shuffle(others)
    keys = sorted([right] + others[:3], key=list(MAY).index)
    hist = public_history(s)
    nudge = may_nudge(s, right, hist)
    choices = tuple(Choice(k, _(MAY[k]), k == right, expl, nudge=nudge) for k in keys)
    facts = ((_("Dealer"), nm[s.dealer]), (_("Elder hand"), nm[s.elder]), (_("Talon"), n_cards(len(s.talon))))
    facts += last_moves(hist, 5) if hist else (("", _("Nothing has happened yet")),)
    return Question("e_may", "e_may", seed, _("{who} is to act. What may {seat} do now?").format(
                        who=w, seat=nm[s.current_player]),
                    choices, expl,
                    scene=Scene(trump=s.trump, upcard=s.turnup, upcard_label=_("turn-up"), facts=facts,
                                hand=s.hands[s.current_player], hand_label=_("{seat}'s hand").format(seat=nm[s.current_player]),
                                game="ecarte"),
                    source=s)


def may_nudge(s: HandState, right: str, hist) -> str:
    """A first hint for "What may this player do?": the line of the story (or the card) that
    decides it, as a question, without naming the answer."""
    seat = names(s.rules)[s.current_player]
    last = hist[-1] if hist else ""
    if right in ("declare", "play"):
        return _("The exchanges are over. Is the king of trumps in {seat}'s hand, and has anything been said "
                 "about it yet?").format(seat=seat)
    if not last:
        return _("Nothing has happened yet in this deal. Who speaks first, and what is the first choice?")
    if right == "propose":
        return _("The last step was: “{last}”. A round of exchanges is over: what does the elder hand decide "
                 "next?").format(last=last)
    if right == "respond":
        return _("The last step was: “{last}”. What may the player who hears a proposal do?").format(last=last)
    return _("The last step was: “{last}”. What follows once a proposal is accepted?").format(last=last)


def count_nudge(s: HandState) -> str:
    """A first hint for "How many cards may they exchange?": the talon and the rule that bound it."""
    t = len(s.talon)
    dealer = dealer_part(s.rules.players)
    if s.phase is Phase.ELDER_EXCHANGE:
        if s.rules.dealer_must_exchange:
            return ngettext("The talon holds {t} card. How many may anyone exchange at most, and what must the "
                            "elder leave in the talon for {dealer}?",
                            "The talon holds {t} cards. How many may anyone exchange at most, and what must the "
                            "elder leave in the talon for {dealer}?", t).format(t=t, dealer=dealer)
        return ngettext("The talon holds {t} card. At this table {dealer} need not exchange: how many may the "
                        "elder take at most?",
                        "The talon holds {t} cards. At this table {dealer} need not exchange: how many may the "
                        "elder take at most?", t).format(t=t, dealer=dealer)
    if s.rules.dealer_must_exchange:
        return ngettext("The talon holds {t} card. What is the least an accepting player must take, and the most?",
                        "The talon holds {t} cards. What is the least an accepting player must take, and the most?",
                        t).format(t=t)
    return ngettext("The talon holds {t} card, and at this table {dealer} need not exchange at all. What is the "
                    "least, and the most?",
                    "The talon holds {t} cards, and at this table {dealer} need not exchange at all. What is the "
                    "least, and the most?", t).format(t=t, dealer=dealer)


def limits_words(least: int, most: int) -> str:
    if most == 0:
        return _("None at all")
    if least == most:
        return ngettext("Exactly {n} card", "Exactly {n} cards", least).format(n=least)
    return _("{least} to {most} cards").format(least=least, most=most)


def limits_reason(s: HandState) -> str:
    least, most = s.exchange_limits()
    t = len(s.talon)
    must = s.rules.dealer_must_exchange
    # With three players the dealer sits out: the talon is left for the dealer's part.
    dealer = dealer_part(s.rules.players)
    if s.phase is Phase.ELDER_EXCHANGE:
        if must and t - 1 < 5:
            text = _("The elder hand discards at least 1 and must leave at least one card in the talon for "
                     "{dealer}, so with {t} in the talon at most {top}: {range}.")
        elif must or t > 5:
            text = _("The elder hand discards at least 1 and at most all 5: {range}.")
        else:
            text = _("The elder hand discards at least 1 and at most 5, but no more than the talon holds ({t}); "
                     "since {dealer} need not exchange at this table, the elder may empty it: {range}.")
    elif must:
        text = _("{Dealer} must exchange at least 1 after accepting, and may discard at most 5 but never more "
                 "than the talon holds ({t}): {range}.")
    else:
        text = _("At this table {dealer} may take no card at all (0), and may discard at most 5 but never more "
                 "than the talon holds ({t}): {range}.")
    # "1 to 1" read as a slip: a single number is "exactly 1"
    span = (_("exactly {n}").format(n=least) if least == most else
            _("{least} to {most}").format(least=least, most=most))
    return text.format(t=t, top=min(5, t - 1), range=span, dealer=dealer, Dealer=dealer[:1].upper() + dealer[1:])


def count_limits(rules: Rules) -> tuple[tuple[int, int], ...]:
    """Every (least, most) an exchange can allow at this table: 1 to 5 at most, fewer as the talon runs
    low; when the dealer need not exchange, the elder may empty the talon (a proposal needs 2 cards
    in it, so never just 1) and the dealer may take 0."""
    if rules.dealer_must_exchange:
        return tuple((1, k) for k in range(1, 6))
    return tuple((1, k) for k in range(2, 6)) + tuple((0, k) for k in range(1, 6))


def exchange_position(rules: Rules, rng: random.Random, want: tuple[int, int]) -> HandState:
    """An exchange decision whose limits (the engine's ``exchange_limits``) are ``want``: proposals
    accepted and random exchanges until the talon has run down that far."""
    for _i in range(500):
        s = random_deal(rules, rng)
        while s.phase in (Phase.PROPOSAL, Phase.RESPONSE, Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
            if s.phase is Phase.PROPOSAL:
                s = s.apply("propose")
            elif s.phase is Phase.RESPONSE:
                s = s.apply("accept")
            elif s.exchange_limits() == want:
                return s
            else:
                s = s.apply(random_opening_step(s, rng, high=rng.random() < 0.5))
    raise RuntimeError(f"no exchange position allowing {want}")  # pragma: no cover


def gen_count(rules: Rules, seed: int) -> Question:
    """How many cards may be exchanged: every possible limit asked equally often, the wrong choices drawn
    from the same limits, so no label is right more often than its share."""
    rng = rng_for("count", seed)
    limits = count_limits(rules)
    s = exchange_position(rules, rng, rng.choice(limits))
    least, most = s.exchange_limits()
    t = len(s.talon)
    right = limits_words(least, most)
    others = [limits_words(lo, hi) for lo, hi in limits if (lo, hi) != (least, most)]
    opts = sorted([right] + rng.sample(others, 3))
    expl = limits_reason(s)
    nm = names(rules)
    w = who(s, s.current_player)
    nudge = count_nudge(s)
    choices = tuple(Choice(f"x{i}", o, o == right, expl, nudge=nudge) for i, o in enumerate(opts))
    hist = public_history(s)
    facts = ((_("Talon"), n_cards(t)),
             (_("Dealer must exchange"), _("yes") if rules.dealer_must_exchange else _("no, may take none")))
    facts += last_moves(hist, 4)
    return Question("e_count", "e_count", seed, _("{who} is to exchange. How many cards may {seat} discard and "
                                                  "draw?").format(who=w, seat=nm[s.current_player]), choices, expl,
                    scene=Scene(trump=s.trump, facts=facts, hand=s.hands[s.current_player],
                                hand_label=_("{seat}'s hand").format(seat=nm[s.current_player]), game="ecarte"),
                    source=s)


def exchange_example(rules: Rules) -> Example:
    """Proposals and exchanges of a seeded deal, played by the intermediate computer players."""
    rng = random.Random(19)
    for _i in range(50):
        s = random_deal(rules, rng, dealer=0)
        frames = []
        nm = names(rules)
        frames.append(Frame(_("{dealer} deals; the turn-up is the {card}. {elder}, the elder hand, looks at this "
                              "hand:").format(dealer=nm[s.dealer], card=s.turnup.display, elder=nm[s.elder]),
                            Scene(trump=s.trump, hand=s.hands[s.elder],
                                  hand_label=_("{seat}'s hand").format(seat=nm[s.elder]),
                                  upcard=s.turnup, upcard_label=_("turn-up"), game="ecarte")))
        exchanged = False
        while s.phase not in (Phase.PLAY, Phase.DECLARE, Phase.OVER):
            seat = s.current_player
            a = bot_action(s)
            why = bot().explain(observe(s, seat))
            before = s
            s = s.apply(a)
            if isinstance(a, Exchange):
                exchanged = True
                if seat == s.elder:
                    # (the bots' reasons speak to their player, "your hand": quoted as advice
                    # to that seat, never as a third person's own words)
                    text = _("{seat} discards {cards} and draws {n}, following the advice “{why}” "
                             "The talon now holds {talon}.").format(
                        seat=nm[seat], cards=" ".join(c.display for c in a.cards), n=len(a.cards), why=why,
                        talon=len(s.talon))
                    frames.append(Frame(text, Scene(trump=s.trump, hand=s.hands[seat],
                                                    hand_label=_("{seat}'s new hand").format(seat=nm[seat]),
                                                    game="ecarte")))
                else:
                    frames.append(Frame(_("{who} exchanges {cards}, face down. The talon now holds {talon}."
                                          ).format(who=who(before, seat), cards=n_cards(len(a.cards)),
                                                   talon=len(s.talon)),
                                        Scene(trump=s.trump, game="ecarte")))
            else:
                frames.append(Frame(_("{who}: **{action}**, following the advice “{why}”").format(
                                    who=who(before, seat), action=_(ACTION_WORDS.get(str(a), str(a))), why=why),
                                    Scene(trump=s.trump, game="ecarte")))
        if exchanged and len(frames) >= 5:
            frames.append(Frame(_("The exchanges are over: play begins (after the king of trumps, if someone holds "
                                  "it)."), Scene(trump=s.trump, game="ecarte")))
            return Example(_("Proposals and exchanges, move by move"), tuple(frames))
    return Example(_("Proposals and exchanges"), tuple(frames))


ACTION_WORDS = {"propose": N_("propose"), "stand": N_("stand"), "accept": N_("accept"), "refuse": N_("refuse"),
                "declare king": N_("declare king"), "no declaration": N_("no declaration")}
"""An action before play as its text is shown in bold in the example (marked for the catalogue)."""
