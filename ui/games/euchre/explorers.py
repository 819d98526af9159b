"""The interactive explorers named by lesson steps (``Step.explorer``)."""
from __future__ import annotations

import random

import streamlit as st

from engine import euchre
from engine.cards import Suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _, ngettext
from lessons.euchre import l1_bowers
from lessons.euchre.common import partners_only
from lessons.euchre.positions import simple_action
from ui import cards, charts, session

ss = st.session_state
SUITS = list(Suit)


def _reseed(key: str) -> None:
    """A button's callback: a new random seed (the fragment then reruns by itself)."""
    ss[key] = random.randrange(1, 10**6)


def _suit_picker(key: str, label: str | None = None) -> Suit:
    if not isinstance(ss.get(key), Suit):
        ss[key] = Suit.HEARTS
    return st.segmented_control(label or _("Trump suit"), SUITS, key=key, format_func=cards.suit_label,
                                wrap=True) or Suit.HEARTS


@st.fragment
def ranking(rules: Rules) -> None:
    c1, c2 = st.columns([2, 2])
    with c1:
        trump = _suit_picker("x_rank_trump")
    with c2:
        decks = [24, 25, 28, 32]
        if ss.get("x_rank_deck") not in decks:
            ss["x_rank_deck"] = rules.deck
        deck = st.segmented_control(_("Pack"), decks, key="x_rank_deck",
                                    format_func=lambda d: _("{n} cards").format(n=d), wrap=True) or rules.deck
    r = rules.replace(deck=deck) if deck != rules.deck else rules
    fc = session.four_colour()
    for row in l1_bowers.ranking_rows(r, trump):
        head = (_("Trump · {suit}") if row.is_trump else "{suit}").format(suit=W.Suits(row.suit))
        st.markdown(f"**{cards.suit_html(row.suit, fc)} {head}** <small>— {row.note}</small>",
                    unsafe_allow_html=True)
        items = [cards.card_html(c, trump, size="sm", four_colour=fc) for c in row.cards]
        if row.lent is not None:
            items.append(cards.card_html(row.lent, None, size="sm", four_colour=fc, dim=True,
                                         caption=_("gone to trump")))
        cards.show(cards.row_html(items, _("{suits} high to low").format(suits=W.suits(row.suit))))


@st.fragment
def beats(rules: Rules) -> None:
    trump = _suit_picker("x_beats_trump")
    st.plotly_chart(charts.beats_figure(rules, trump), width="stretch", key="x_beats_chart",
                    config={"displayModeBar": False})


def points_chart(rules: Rules) -> None:
    st.plotly_chart(charts.points_figure(rules), width="stretch", key="x_points_chart",
                    config={"displayModeBar": False})
    from lessons.euchre.rulebook import scoring_rows
    rows = scoring_rows(rules)
    st.table({_("Result"): [row[0] for row in rows], _("Who scores"): [row[1] for row in rows],
              _("Points"): [row[2] for row in rows]})


def points_chart_partners(rules: Rules) -> None:
    """The chart without the rows for lone players (the Scoring lesson comes before Going alone)."""
    points_chart(partners_only(rules))


@st.cache_resource(show_spinner=False)
def sample_game(rules: Rules, seed: int) -> tuple[tuple[tuple[int, ...], ...], tuple[str, ...]]:
    """The score history of a game played out by the simple players (immutable; cached)."""
    g = euchre.Game.new(rules, seed=seed, first_dealer=0)
    while True:
        while not g.hand.is_over:
            g = g.apply(simple_action(g.hand))
        if g.is_over:
            break
        g = g.next_hand()
    teams = euchre.num_teams(rules)
    return tuple(g.score_history()), tuple(W.team_name(rules, t) for t in range(teams))


def race_caption(rules: Rules, history, names) -> str:
    """How the sample game ended: the target the winner reached first (its final score could be
    past it: "reached 3 first" under a game to 2)."""
    final = history[-1]
    winner = max(range(len(names)), key=lambda t: final[t])
    return ngettext("{n} deal; {winner} reached {score} first.",
                    "{n} deals; {winner} reached {score} first.", len(history) - 1).format(
        n=len(history) - 1, winner=names[winner], score=rules.target_score)


@st.fragment
def score_race(rules: Rules) -> None:
    seed = ss.setdefault("x_race_seed", 1)
    history, names = sample_game(rules, seed)
    st.plotly_chart(charts.race_figure(rules, list(history), list(names)), width="stretch",
                    key="x_race_chart", config={"displayModeBar": False})
    st.caption(race_caption(rules, history, names))
    st.button(_("Another game"), key="x_race_new", icon=":material/casino:", on_click=_reseed,
              args=("x_race_seed",))


def _pips(n_visible: int, total: int, label: str, face_up: bool) -> str:
    dots = "".join(f'<span style="display:inline-block;width:14px;height:14px;margin:3px;border-radius:50%;'
                   f'background:{"#c8102e" if i < n_visible else "#e6e0d6"}"></span>' for i in range(total))
    spoken = _("{label}: {n} pips showing").format(label=label, n=n_visible)
    return (f'<div class="eu-card md" role="img" aria-label="{spoken}" '
            f'style="display:flex;flex-wrap:wrap;align-content:center;justify-content:center;padding:8px;'
            f'{"" if face_up else "background:#f6f1e7"}"><div class="ix" aria-hidden="true">{label}</div>{dots}</div>')


@st.fragment
def counters(rules: Rules) -> None:
    from lessons.euchre.l6_scoring import counters as layout
    score = st.slider(_("Score"), 0, 10, 4, key="x_counter_score")
    how, read = layout(score)
    six = min(score, 6) if score != 4 and score != 5 else (1 if score == 5 else 0)
    four = score - six
    cards.show(cards.row_html([_pips(six, 6, "6", six > 0), _pips(four, 4, "4", four > 0)],
                              _("score counters showing {score}").format(score=score)))
    st.markdown(f"**{score}**: {how} — {read}.")


def pack(rules: Rules) -> None:
    fc = session.four_colour()
    for suit in Suit:
        row = [c for c in rules.cards if c.suit is suit]
        row.sort(key=lambda c: -c.rank)
        cards.show(cards.hand_html(row, None, size="sm", four_colour=fc,
                                   label=_("the {suits}").format(suits=W.suits(suit))))
    if rules.has_benny:
        cards.show(cards.hand_html([c for c in rules.cards if c.is_joker], None, size="sm",
                                   label=_("the Benny")))
    st.caption(_("{n} cards: {variant}.").format(n=len(rules.cards),
                                                variant=session.variant_title(rules)))


@st.fragment
def deal(rules: Rules) -> None:
    from lessons.euchre.l2_deal import packets
    names = [W.seat_name(rules, s) for s in range(rules.players)]
    seed = ss.setdefault("x_deal_seed", 3)
    dealer = seed % rules.players
    pk, up, kitty = packets(rules, dealer, seed)
    n = st.slider(_("Packets dealt"), 0, len(pk), len(pk), key="x_deal_n")
    fc = session.four_colour()
    got = {s: [] for s in range(rules.players)}
    for p in pk[:n]:
        got[p.seat].extend(p.cards)
    lines = []
    for i, p in enumerate(pk):
        mark = "**" if i == n - 1 else ""
        lines.append(f"{mark}{names[p.seat]} {len(p.cards)}{mark}")
    order = " → ".join(lines[:rules.players]) + " | " + " → ".join(lines[rules.players:])
    st.markdown(_("Dealer: **{dealer}**. Order: {order}").format(dealer=names[dealer], order=order))
    for seat in range(rules.players):
        head = _("<b>{seat}</b> (dealer)") if seat == dealer else "<b>{seat}</b>"
        cards.show(head.format(seat=names[seat])
                   + cards.hand_html(got[seat], None, size="sm", four_colour=fc,
                                     label=_("{seat}'s cards").format(seat=names[seat])))
    if n == len(pk):
        items = [cards.card_html(up, None, size="sm", four_colour=fc, caption=_("upcard"))]
        items += [cards.back_html("sm", _("kitty card face down")) for _card in kitty[:6]]
        cards.show("<b>" + _("The kitty") + "</b>" + cards.row_html(items, _("the kitty")))
        st.caption(ngettext("The kitty: the upcard and {n} card face down.",
                            "The kitty: the upcard and {n} cards face down.", len(kitty)).format(
            n=len(kitty)))
    st.button(_("Shuffle and deal again"), key="x_deal_new", icon=":material/casino:", on_click=_reseed,
              args=("x_deal_seed",))


@st.cache_resource(show_spinner=False, max_entries=64)
def _bid_odds(rules: Rules, seed: int):
    """A seeded deal, the first bidder's view, the odds of each bid and their caption (immutable)."""
    from lessons.euchre.l3_bidding import bid_odds_example
    return bid_odds_example(rules, seed)


@st.fragment
def bid_odds(rules: Rules) -> None:
    from ui.odds_charts import odds_figure
    seed = ss.setdefault("x_bid_seed", 5)
    with st.spinner(_("The engine plays the deal out many times…")):
        ex = _bid_odds(rules, seed)
    hand, data = ex.state, ex.data
    fc = session.four_colour()
    who = W.seat_name(rules, hand.current_player)
    cards.show(cards.chip(_("{seat} bids first · dealer {dealer}").format(
        seat=who, dealer=W.seat_name(rules, hand.dealer)))
               + cards.row_html([cards.hand_html(hand.hands[hand.current_player], None, four_colour=fc,
                                                 label=_("{seat}'s hand").format(seat=who)),
                                 cards.card_html(hand.upcard, None, size="sm", four_colour=fc,
                                                 caption=_("upcard"))],
                                _("the hand and the upcard")))
    st.plotly_chart(odds_figure(data, _("{seat}: order it up, or pass?").format(seat=who), rules.players == 4),
                    width="stretch",
                    key="x_bid_chart", config={"displayModeBar": False})
    st.caption(ex.caption)
    st.button(_("Another deal"), key="x_bid_new", icon=":material/casino:", on_click=_reseed,
              args=("x_bid_seed",))


def guided(rules: Rules) -> None:
    from ui.games.euchre.guided import guided as g
    g(rules)


EXPLORERS = {"ranking": ranking, "beats": beats, "points_chart": points_chart,
             "points_chart_partners": points_chart_partners,
             "score_race": score_race, "counters": counters, "pack": pack, "deal": deal,
             "bid_odds": bid_odds, "guided": guided}
