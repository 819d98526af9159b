"""The interactive explorers of the Écarté lessons (``Step.explorer`` names starting ``e_``)."""
from __future__ import annotations

import random

import streamlit as st

from engine import ecarte
from engine import words as common
from engine.cards import Rank, Suit
from engine.ecarte import Phase, Rules, observe
from engine.ecarte.actions import Exchange
from engine.i18n import _, ngettext
from lessons.ecarte import l7_variants as l7
from lessons.ecarte.l1_cards import suit_high_to_low
from lessons.ecarte.common import two_player_note
from lessons.ecarte.l2_deal import packets
from lessons.ecarte.positions import bot_action, public_history
from ui import cards, charts, session

ss = st.session_state
SUITS = list(Suit)
Suits = common.suits_title


def names(rules: Rules) -> list[str]:
    return common.seat_names(rules.players)


def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def _reseed(key: str) -> None:
    ss[key] = random.randrange(1, 10**6)


def _limits_go(rules: Rules, seed: int) -> None:
    counts = ss.get("xe_lim_counts") or []
    k = ss.get("xe_lim_k")
    k = 5 if k is None else int(k)
    s = _limits_state(rules, seed, counts)
    if s.phase not in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        return
    why = ecarte.explain_illegal(s, Exchange.of(s.hands[s.current_player][:k]))
    if why is not None:
        ss["xe_lim_msg"] = why   # a Reason: rendered when shown
    else:
        ss["xe_lim_counts"], ss["xe_lim_msg"] = list(counts) + [k], None


def _limits_reset() -> None:
    ss["xe_lim_counts"], ss["xe_lim_msg"] = [], None


def _bet(seed: int) -> None:
    _start, final = l7.cercle_hand(seed)
    bet, amount = ss.get("xe_cercle_bet") or "elder_point", int(ss.get("xe_cercle_amt") or 1)
    won = l7.bet_outcome(final, bet)
    delta = amount * l7.ODDS[bet] if won else -amount
    ss["xe_cercle_purse"] = ss.get("xe_cercle_purse", 20) + delta
    ss["xe_cercle_done"], ss["xe_cercle_result"] = seed, (won, delta)


def _next_cercle(seed: int) -> None:
    ss["xe_cercle_seed"] = seed + 1


def _suit_picker(key: str, label: str | None = None) -> Suit:
    if not isinstance(ss.get(key), Suit):
        ss[key] = Suit.HEARTS
    return st.segmented_control(label or _("Trump suit"), SUITS, key=key, format_func=cards.suit_label,
                                wrap=True) or Suit.HEARTS


@st.fragment
def pack(rules: Rules) -> None:
    trump = _suit_picker("xe_pack_trump")
    fc = session.four_colour()
    for suit in Suit:
        row = suit_high_to_low(suit)
        head = (_("Trump · {suit}") if suit is trump else "{suit}").format(suit=Suits(suit))
        low = _("high to low")
        st.markdown(f"**{cards.suit_html(suit, fc)} {head}** <small>— {low}</small>",
                    unsafe_allow_html=True)
        items = [cards.card_html(c, trump, size="sm", four_colour=fc, game="ecarte",
                                 caption=_("between J and 10") if c.rank is Rank.ACE else None)
                 for c in row]
        cards.show(cards.row_html(items, _("{suits} high to low").format(suits=Suits(suit))))
    st.caption(_("32 cards. The king of trumps is marked ROI: it can score a point by itself."))


@st.fragment
def beats(rules: Rules) -> None:
    trump = _suit_picker("xe_beats_trump")
    st.plotly_chart(charts.ecarte_beats_figure(trump), width="stretch", key="xe_beats_chart",
                    config={"displayModeBar": False})


@st.fragment
def deal(rules: Rules) -> None:
    nm = names(rules)
    seed = ss.setdefault("xe_deal_seed", 3)
    dealer = seed % rules.players
    pk, up, talon = packets(rules, dealer, seed)
    n = st.slider(_("Packets dealt"), 0, len(pk), len(pk), key="xe_deal_n")
    fc = session.four_colour()
    elder, younger = ecarte.roles(rules.players, dealer)
    got = {elder: [], younger: []}
    for p in pk[:n]:
        got[p.seat].extend(p.cards)
    packets_line = " → ".join(
        ("**" if i == n - 1 else "") + f"{nm[p.seat]} {len(p.cards)}" + ("**" if i == n - 1 else "")
        for i, p in enumerate(pk))
    st.markdown(_("Dealer: **{dealer}**. Packets: {packets}").format(dealer=nm[dealer],
                                                                     packets=packets_line))
    for seat in (elder, younger):
        role = _("elder hand") if seat == elder else (
            _("dealer") if rules.players == 2 else _("dealer's part"))
        cards.show(f"<b>{nm[seat]}</b> ({role})" + cards.hand_html(
            got[seat], up.suit if n == len(pk) else None, size="sm", four_colour=fc, game="ecarte",
            label=_("{seat}'s cards").format(seat=nm[seat])))
    if n == len(pk):
        items = [cards.card_html(up, up.suit, size="sm", four_colour=fc, caption=_("turn-up"),
                                 game="ecarte")]
        items += [cards.back_html("sm", _("talon card face down")) for _card in range(5)]
        cards.show("<b>" + _("Turn-up and talon") + "</b>"
                   + cards.row_html(items, _("turn-up and talon")))
        trumps = _("{suits} are trumps.").format(suits=Suits(up.suit))
        # with three players the dealer sits out: the turned king scores for the dealer's part
        king = " " + (_("It is the king of trumps: the dealer scores 1 at once!") if rules.players == 2 else
                      _("It is the king of trumps: the player taking the dealer's part scores 1 at once!")) \
            if up.rank is Rank.KING else ""
        talon_line = ngettext("The talon holds {n} card face down.",
                              "The talon holds {n} cards face down.", len(talon)).format(n=len(talon))
        st.caption(f"{trumps}{king} {talon_line}")
    st.button(_("Shuffle and deal again"), key="xe_deal_new", icon=":material/casino:",
              on_click=_reseed, args=("xe_deal_seed",))


@st.cache_resource(show_spinner=False, max_entries=64)
def _proposal_data(rules: Rules, seed: int):
    from engine.ai import ecarte_proposal_odds
    s = ecarte.deal(rules, dealer=0, seed=seed)
    v = observe(s, s.current_player)
    return s, ecarte_proposal_odds(v, samples=60, seed=seed, time_limit=2.0).chart_data()


@st.fragment
def proposal(rules: Rules) -> None:
    seed = ss.setdefault("xe_prop_seed", 8)
    with st.spinner(_("The engine plays the deal out many times…")):
        s, data = _proposal_data(rules, seed)
    fc = session.four_colour()
    nm = names(rules)
    cards.show(cards.trump_chip(s.trump, fc)
               + cards.chip(_("{seat} is the elder hand").format(seat=nm[s.elder]))
               + cards.hand_html(s.hands[s.elder], s.trump, four_colour=fc, game="ecarte",
                                 label=_("the elder's hand"))
               + cards.row_html([cards.card_html(s.turnup, s.trump, size="sm", four_colour=fc,
                                                 caption=_("turn-up"), game="ecarte")],
                                _("turn-up")))
    st.plotly_chart(charts.proposal_figure(data), width="stretch", key="xe_prop_chart",
                    config={"displayModeBar": False})
    from lessons.ecarte.positions import bot_reason
    # quoted: its reason is a sentence of its own ("A jeu de règle: …"), capital and colon included
    st.caption(_("The intermediate computer player's rule of thumb: “{reason}”").format(
        reason=bot_reason(s)))
    st.button(_("Another deal"), key="xe_prop_new", icon=":material/casino:", on_click=_reseed, args=("xe_prop_seed",))


def _limits_state(rules: Rules, seed: int, counts: list[int]):
    s = ecarte.deal(rules, dealer=0, seed=seed)
    for k in counts:
        if s.phase is Phase.PROPOSAL:
            s = s.apply("propose")
        if s.phase is Phase.RESPONSE:
            s = s.apply("accept")
        s = s.apply(Exchange.of(s.hands[s.current_player][:k]))
    if s.phase is Phase.PROPOSAL:
        s = s.apply("propose")
    if s.phase is Phase.RESPONSE:
        s = s.apply("accept")
    return s


@st.fragment
def limits(rules: Rules) -> None:
    """Exchange round after round and watch the engine's limits shrink with the talon."""
    seed = 12
    counts = ss.get("xe_lim_counts")
    if not isinstance(counts, list):
        counts = ss["xe_lim_counts"] = []
    try:
        s = _limits_state(rules, seed, counts)
    except Exception:
        counts = ss["xe_lim_counts"] = []
        s = _limits_state(rules, seed, counts)
    nm = names(rules)
    hist = public_history(s)
    st.markdown(_("**So far:** {history}.").format(
        history="; ".join(hist) if hist else _("nothing yet")))
    if s.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        least, most = s.exchange_limits()
        role = _("elder hand") if s.current_player == s.elder else (
            _("dealer") if rules.players == 2 else _("dealer's part"))   # three: the dealer sits out
        st.markdown(_("Talon: **{cards}**. {seat} ({role}) may discard **{least} to {most}**.").format(
            cards=_cards(len(s.talon)), seat=nm[s.current_player], role=role, least=least, most=most))
        st.segmented_control(_("Cards to discard"), list(range(0, 6)), key="xe_lim_k", default=5, wrap=True)
        st.button(_("Exchange"), key="xe_lim_go", type="primary", on_click=_limits_go, args=(rules, seed))
        if ss.get("xe_lim_msg"):
            st.error(_("The engine says no: {reason}").format(reason=ss["xe_lim_msg"]),
                     icon=":material/block:")
    else:
        st.success(_("Play begins: only {cards} left in the talon, too few for another round.")
                   .format(cards=_cards(len(s.talon))), icon=":material/flag:")
    st.button(_("Start again"), key="xe_lim_reset", icon=":material/replay:", on_click=_limits_reset)


def points_chart(rules: Rules) -> None:
    st.plotly_chart(charts.ecarte_points_figure(rules), width="stretch", key="xe_points_chart",
                    config={"displayModeBar": False})
    from lessons.ecarte.rulebook import scoring_rows
    rows = scoring_rows(rules)
    st.table({_("How the deal opened"): [r[0] for r in rows], _("Result"): [r[1] for r in rows],
              _("Who scores"): [r[2] for r in rows], _("Points"): [r[3] for r in rows]})


@st.cache_resource(show_spinner=False, max_entries=32)
def sample_game(rules: Rules, seed: int):
    """Scores and balances after every hand of a game played by the computer players."""
    g = ecarte.Game.new(rules, seed=seed)
    scores, balances = [g.base_scores], [g.base_balance]
    while True:
        while not g.hand.is_over:
            g = g.apply(bot_action(g.hand))
        scores.append(g.scores)
        balances.append(g.balance)
        if g.is_over:
            return tuple(scores), tuple(balances), g.winners[0]
        g = g.next_hand()


@st.fragment
def race(rules: Rules) -> None:
    seed = ss.setdefault("xe_race_seed", 1)
    scores, _balances, winner = sample_game(rules, seed)
    nm = list(names(rules))
    st.plotly_chart(charts.race_figure(rules, list(scores), nm), width="stretch", key="xe_race_chart",
                    config={"displayModeBar": False})
    st.caption(ngettext("{n} deal; {winner} reached {score} first.",
                        "{n} deals; {winner} reached {score} first.", len(scores) - 1).format(
        n=len(scores) - 1, winner=nm[winner], score=rules.target_score))
    st.button(_("Another game"), key="xe_race_new", icon=":material/casino:", on_click=_reseed, args=("xe_race_seed",))


@st.fragment
def stakes(rules: Rules) -> None:
    stake = st.select_slider(_("Stake per point"), [1, 2, 5, 10, 20], value=5, key="xe_stake")
    seed = ss.setdefault("xe_stake_seed", 2)
    r = rules.replace(stake=int(stake))
    _scores, balances, winner = sample_game(r, seed)
    nm = list(names(r))
    st.plotly_chart(charts.balance_figure(list(balances), nm, int(stake)), width="stretch", key="xe_stake_chart",
                    config={"displayModeBar": False})
    final = balances[-1]
    st.caption(ngettext("After {n} deal: {balances} (the balances always sum to zero).",
                        "After {n} deals: {balances} (the balances always sum to zero).",
                        len(balances) - 1).format(
        n=len(balances) - 1, balances=", ".join(f"{nm[i]} {common.signed_int(final[i])}" for i in range(len(nm)))))
    st.button(_("Another game"), key="xe_stake_new", icon=":material/casino:", on_click=_reseed, args=("xe_stake_seed",))


@st.fragment
def cercle(rules: Rules) -> None:
    """Au cercle: watch a deal, bet before it is played, then see the outcome."""
    seed = ss.setdefault("xe_cercle_seed", 1)
    purse = ss.setdefault("xe_cercle_purse", 20)
    start, final = l7.cercle_hand(seed)
    fc = session.four_colour()
    nm = names(Rules())
    # the deal watched is a two-player one (North and South): said at a three-player table
    st.markdown(two_player_note(rules) + _("Your purse: **{n}** chips.").format(n=purse))
    role = {start.elder: _("elder hand"), start.younger: _("dealer")}
    cards.show(cards.trump_chip(start.trump, fc)
               + "".join(f"<div><b>{nm[s]}</b> ({role[s]})"
                         + cards.hand_html(start.hands[s], start.trump, size="sm", four_colour=fc,
                                           game="ecarte", label=_("{seat}'s hand").format(seat=nm[s]))
                         + "</div>" for s in (start.elder, start.younger)))
    done = ss.get("xe_cercle_done") == seed
    st.radio(_("Your bet"), list(l7.BETS), key="xe_cercle_bet",
             format_func=lambda b: _("{bet} (pays {odds} to 1)").format(bet=_(l7.BETS[b]),
                                                                       odds=l7.ODDS[b]),
             disabled=done)
    st.select_slider(_("Chips"), [1, 2, 5], value=2, key="xe_cercle_amt", disabled=done)
    if not done:
        st.button(_("Place the bet and watch the deal"), key="xe_cercle_go", type="primary", disabled=purse <= 0,
                  on_click=_bet, args=(seed,))
    if done:
        won, delta = ss.get("xe_cercle_result", (False, 0))
        lines = [h for h in public_history(final)]
        st.markdown("\n".join(f"- {h}" for h in lines[:8]) + ("\n- …" if len(lines) > 8 else ""))
        res = ", ".join(ngettext("{seat} {n} trick", "{seat} {n} tricks", final.tricks[i]).format(
            seat=nm[i], n=final.tricks[i]) for i in (final.elder, final.younger))
        outcome = (_("You win {n} chips.") if won else _("You lose {n} chips.")).format(n=abs(delta))
        (st.success if won else st.error)(f"{res}. {outcome}", icon=":material/casino:")
        st.button(_("Next deal"), key="xe_cercle_next", icon=":material/arrow_forward:", on_click=_next_cercle,
                  args=(seed,))


def guided(rules: Rules) -> None:
    from ui.games.ecarte.guided import guided as g
    g(rules)


EXPLORERS = {"e_pack": pack, "e_beats": beats, "e_deal": deal, "e_proposal": proposal, "e_limits": limits,
             "e_points_chart": points_chart, "e_race": race, "e_stakes": stakes, "e_cercle": cercle,
             "e_guided": guided}
