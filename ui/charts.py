"""Plotly figures: points for every hand result, a game's score race, which cards beat which."""
from __future__ import annotations

import textwrap

import plotly.graph_objects as go

from engine import euchre
from engine.cards import Suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _, ngettext
from engine.words import signed, signed_int

GREEN, RED, GOLD, INK = "#1f6f4a", "#b3261e", "#d4a017", "#1d2521"
_AXIS = dict(gridcolor="#ebf0f8", linecolor="#ebf0f8", zerolinecolor="#ebf0f8", zerolinewidth=2,
             ticks="", automargin=True, title=dict(standoff=15))
# The look of plotly's "plotly_white", made once and kept small: a named template is copied
# and checked on every figure (tens of milliseconds a chart, on every rerun that draws one).
TEMPLATE = go.layout.Template(layout=dict(paper_bgcolor="white", plot_bgcolor="white",
                                          xaxis=_AXIS, yaxis=_AXIS, title=dict(x=0.05),
                                          hoverlabel=dict(align="left")))
# The legend at the foot of the whole figure (``yref="container"``): placed under the plot
# at a share of its height, it sat on the x axis's title on a phone.
LAYOUT = dict(template=TEMPLATE, margin=dict(l=40, r=20, t=50, b=40), height=380,
              font=dict(size=14, color=INK),
              legend=dict(orientation="h", yref="container", y=0, yanchor="bottom"))


def wrap(text: str, width: int = 32) -> str:
    """``text`` in lines of at most ``width`` characters (no word cut): plotly never wraps a
    title or a label, and on a 390-px phone a long one ran past the chart's edge."""
    return "<br>".join(textwrap.wrap(text, width)) or text


def titled(fig: go.Figure, title: str, above: int = 0) -> go.Figure:
    """``title`` wrapped, at the top of the figure, with a top margin that holds its lines and
    ``above`` px more for what sits between it and the plot (an axis drawn on top)."""
    text = wrap(title)
    lines = text.count("<br>") + 1
    return fig.update_layout(title=dict(text=text, yref="container", y=1, yanchor="top",
                                        pad=dict(t=14)),
                             margin=dict(t=26 + 22 * lines + above))


def points_figure(rules: Rules) -> go.Figure:
    """Points for every result: makers above the axis, defenders below; with partner, alone,
    and against a lone defender where the rules allow them."""
    n = rules.hand_size
    series = [(_("With partner"), False, False, GREEN)]
    if rules.players == 4 and rules.allow_alone:
        series.append((_("Maker alone"), True, False, GOLD))
    if rules.players == 4 and rules.allow_lone_defender:
        series.append((_("Against a lone defender"), False, True, RED))
    if rules.players != 4:
        series = [(_("Maker (alone by nature)") if rules.players == 3 else _("Maker"), False, False,
                   GREEN)]
    who_up, who_down = {4: (_("makers"), _("defenders")), 3: (_("maker"), _("each opponent")),
                        2: (_("maker"), _("other player"))}[rules.players]
    fig = go.Figure()
    x = [_tricks(t) for t in range(n + 1)]
    most = 0
    for name, alone, lone_def, colour in series:
        ys, texts = [], []
        for t in range(n + 1):
            s = euchre.score_hand(rules, t, alone=alone, lone_defender=lone_def)
            ys.append(s.points if s.side == "makers" else -s.points)
            texts.append(f"+{s.points}")
            most = max(most, s.points)
        fig.add_bar(name=name, x=x, y=ys, text=texts, textposition="outside", marker_color=colour,
                    hovertemplate="%{x}: %{customdata} %{text}<extra>" + name + "</extra>",
                    customdata=[who_up if y > 0 else who_down for y in ys])
    # one point of room over the largest bar for its label: a fixed ±5 left two-handed's
    # bars (2 at most) in the middle fifth of the chart
    top = most + 1
    # A gap between the bars of a group: on a phone the labels of two or three bars touched and
    # read as one number, "+2+2", "+1+1+1".
    fig.update_layout(**LAYOUT, barmode="group", bargroupgap=0.25)
    if rules.players == 4:
        titled(fig, _("Points by the makers' tricks (need {need} of {n})").format(need=rules.tricks_to_make, n=n))
        fig.update_yaxes(title=_("points (makers ↑, defenders ↓)"))
        fig.update_xaxes(title=_("tricks taken by the makers"))
    else:   # one maker: "the makers" named a side this table does not have
        titled(fig, _("Points by the maker's tricks (need {need} of {n})").format(need=rules.tricks_to_make, n=n))
        fig.update_yaxes(title=_("points (maker ↑, each opponent ↓)") if rules.players == 3 else
                         _("points (maker ↑, other player ↓)"))
        fig.update_xaxes(title=_("tricks taken by the maker"))
    fig.update_yaxes(range=[-top, top], zeroline=True, zerolinewidth=2, zerolinecolor=INK, dtick=1)
    return fig


def _tricks(n: int) -> str:
    return ngettext("{n} trick", "{n} tricks", n).format(n=n)


def _beats(other, led, wins: bool | None) -> str:
    """The hover text of a cell of a beats chart."""
    if wins is None:
        return _("same card")
    sentence = _("{card} beats {led} led") if wins else _("{card} does not beat {led} led")
    return sentence.format(card=other.display, led=led.display)


def _beats_title(trump: Suit) -> str:
    return _("{suit} trump: green = the card played second beats the card led").format(
        suit=W.Suits(trump))


def _score_axis(target: int, top_score: int) -> dict:
    """The race's score axis: whole points only (left to itself, a game to 1 or 2 read 0, 0.2,
    0.4 …), from 0 to just above the target or the highest score, so neither sits on the edge."""
    top = max(target, top_score)
    return dict(title=_("score"), range=[-0.05 * top - 0.1, top * 1.08 + 0.2], dtick=1 if top <= 8 else 2,
                tick0=0)


def _after(deals: int, what: str) -> str:
    """A race's hover: plotly's own read "(3, 7)" beside the line's name."""
    if not deals:
        return _("{what} at the start").format(what=what)
    return ngettext("{what} after {n} deal", "{what} after {n} deals", deals).format(n=deals, what=what)


def race_figure(rules: Rules, history: list[tuple[int, ...]], names: list[str]) -> go.Figure:
    fig = go.Figure()
    colours = [GREEN, RED, GOLD]
    hands = list(range(len(history)))
    for t, name in enumerate(names):
        scores = [h[t] for h in history]
        fig.add_scatter(x=hands, y=scores, name=name, mode="lines+markers",
                        line=dict(width=3, color=colours[t % 3], shape="hv"),
                        customdata=[_after(k, ngettext("{name}: {n} point", "{name}: {n} points", n)
                                           .format(name=name, n=n)) for k, n in enumerate(scores)],
                        hovertemplate="%{customdata}<extra></extra>")
    # the target line as a plain layout shape: ``add_hline`` costs more than the rest
    target = rules.target_score
    fig.update_layout(**LAYOUT, shapes=[dict(type="line", xref="paper", x0=0, x1=1, y0=target, y1=target,
                                   line=dict(dash="dot", color=INK))],
                      annotations=[dict(xref="paper", x=0, y=target, xanchor="left",
                                        yanchor="bottom", showarrow=False,
                                        text=_("target {n}").format(n=target))],
                      xaxis=dict(title=_("deals played"), dtick=1),
                      yaxis=_score_axis(target, max((max(h) for h in history), default=0)))
    return titled(fig, _("Score race of a sample game"))


def beats_figure(rules: Rules, trump: Suit) -> go.Figure:
    """Row card is led, column card is played second: does the column card take the trick?"""
    order = list(euchre.ranked(rules.cards, trump))
    labels = [c.display for c in order]
    z, text = [], []
    for led in order:
        row, trow = [], []
        for other in order:
            if other is led:
                row.append(None)
                trow.append(_beats(other, led, None))
                continue
            wins = euchre.trick_winner(((0, led), (1, other)), trump) == 1
            row.append(1 if wins else 0)
            trow.append(_beats(other, led, wins))
        z.append(row)
        text.append(trow)
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, text=text, hoverinfo="text",
                               colorscale=[[0, "#f3ece0"], [1, GREEN]], showscale=False, xgap=1, ygap=1))
    fig.update_layout(**{**LAYOUT, "height": 560})
    titled(fig, _beats_title(trump), above=60)   # the x axis is drawn on top
    fig.update_yaxes(title=_("card led"), autorange="reversed", tickfont=dict(size=12))
    # the title's words ("the card played second beats ..."): the axis said "card played next"
    fig.update_xaxes(title=_("card played second"), side="top", tickfont=dict(size=12))
    return fig


# ---- Écarté ---------------------------------------------------------------------------------

def ecarte_beats_figure(trump: Suit) -> go.Figure:
    """Écarté: row card is led, column card is played second: does it take the trick?"""
    from lessons.ecarte.l1_cards import beats_table
    order, rows = beats_table(trump)
    labels = [c.display for c in order]
    z = [[None if v is None else int(v) for v in row] for row in rows]
    text = [[_beats(o, led, None if v is None else bool(v)) for o, v in zip(order, row)]
            for led, row in zip(order, rows)]
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, text=text, hoverinfo="text",
                               colorscale=[[0, "#f3ece0"], [1, GREEN]], showscale=False, xgap=1, ygap=1))
    fig.update_layout(**{**LAYOUT, "height": 640})
    titled(fig, _beats_title(trump), above=60)
    fig.update_yaxes(title=_("card led"), autorange="reversed", tickfont=dict(size=11))
    fig.update_xaxes(title=_("card played second"), side="top", tickfont=dict(size=11))
    return fig


def ecarte_points_figure(rules) -> go.Figure:
    """Écarté: points for the tricks by the elder's tricks, for each way the hand opened
    (elder's points up, dealer's down), from the engine's table under ``rules.penalty``."""
    from engine.ecarte.scoring import trick_points
    series = [(_("After an exchange"), "exchange", GREEN), (_("Elder stood"), "stand", GOLD),
              (_("First proposal refused"), "refusal", RED)]
    fig = go.Figure()
    x = [_tricks(t) for t in range(6)]
    for name, opening, colour in series:
        ys, texts, who = [], [], []
        for t in range(6):
            elder_won, pts, _code = trick_points(rules.penalty, opening, t)
            ys.append(pts if elder_won else -pts)
            texts.append(f"+{pts}")
            who.append(_("elder hand") if elder_won else _("dealer"))
        fig.add_bar(name=name, x=x, y=ys, text=texts, textposition="outside", marker_color=colour,
                    customdata=who, hovertemplate="%{x}: %{customdata} %{text}<extra>" + name + "</extra>")
    pen = _("elder pays") if rules.penalty == "elder" else _("classic club laws")
    # A gap between the three bars of a group: on a phone their labels touched and read as one
    # sum, "+1+1+1".
    fig.update_layout(**LAYOUT, barmode="group", bargroupgap=0.25)
    titled(fig, _("Points for the tricks (penalty rule: {rule})").format(rule=pen))
    fig.update_yaxes(title=_("points (elder ↑, dealer ↓)"), range=[-4, 4], zeroline=True,
                     zerolinewidth=2, zerolinecolor=INK, dtick=1)
    fig.update_xaxes(title=_("tricks taken by the elder hand"))
    return fig


def proposal_figure(data: dict) -> go.Figure:
    """Écarté: the two choices (stand/propose or refuse/accept) from
    ``ecarte_proposal_odds(view).chart_data()``: average points and the chance of the point."""
    fig = go.Figure()
    # the choices' names on two lines, level: tilted at 45° on a phone, the legend hid them
    labels = [wrap(label, 14) for label in data["labels"]]
    # the hovers in words: plotly's own read "(Stand (play<br>these cards), 0.6166667)"
    fig.add_bar(name=_("average points (you − opponent)"), x=labels, y=data["expected_points"],
                marker_color=GREEN, text=[signed(v) for v in data["expected_points"]], textposition="outside",
                yaxis="y", offsetgroup=1, hovertemplate="%{customdata}<extra></extra>",
                customdata=[_("{choice}: {points} points on average").format(choice=c, points=signed(v))
                            for c, v in zip(data["labels"], data["expected_points"])])
    fig.add_bar(name=_("chance you win the point"), x=labels, y=data["p_point"], marker_color=GOLD,
                text=[f"{v:.0%}" for v in data["p_point"]], textposition="outside", yaxis="y2", offsetgroup=2,
                hovertemplate="%{customdata}<extra></extra>",
                customdata=[_("{choice}: you win the point in {p:.0%} of deals").format(choice=c, p=v)
                            for c, v in zip(data["labels"], data["p_point"])])
    # the chance's ticks named one by one: left to itself, the browser lined them up with
    # the points' gridlines (0% 31% 61% 92%); its own gridlines off, so only one set shows
    # both axes' 0 on one line: with a negative average the points' 0 sat mid-plot while the
    # chance bars rose from the bottom. The points' range holds every bar and its label; the
    # chance axis is stretched below 0 in the same proportion (its ticks stay 0% to 100%).
    points = data["expected_points"]
    reach = max([abs(v) for v in points] + [0.1]) * 1.35
    low = -reach if min(points) < 0 else 0
    chance_top = 1.15
    fig.update_layout(**LAYOUT, barmode="group",
                      yaxis=dict(title=_("points"), zeroline=True, zerolinecolor=INK, range=[low, reach]),
                      yaxis2=dict(title=_("chance"), overlaying="y", side="right",
                                  range=[chance_top * low / reach, chance_top],
                                  tickmode="array", tickvals=[0, 0.25, 0.5, 0.75, 1], tickformat=".0%",
                                  showgrid=False))
    return titled(fig, _("Stand or propose? {n} deals played out by the engine").format(n=data["samples"]))


def balance_figure(balances: list[tuple[int, ...]], names: list[str], stake: int) -> go.Figure:
    fig = go.Figure()
    colours = [GREEN, RED, GOLD]
    hands = list(range(len(balances)))
    for t, name in enumerate(names):
        money = [b[t] for b in balances]
        fig.add_scatter(x=hands, y=money, name=name, mode="lines+markers",
                        line=dict(width=3, color=colours[t % 3], shape="hv"),
                        customdata=[_after(k, _("{name}: {balance}").format(name=name, balance=signed_int(m)))
                                    for k, m in enumerate(money)],
                        hovertemplate="%{customdata}<extra></extra>")
    fig.update_layout(**LAYOUT)
    titled(fig, _("Running balance at {stake} a point").format(stake=stake))
    fig.update_xaxes(title=_("deals played"), dtick=1)
    fig.update_yaxes(title=_("balance"), zeroline=True, zerolinecolor=INK)
    return fig


def missed_figure(missed: list[tuple[int, str]]) -> go.Figure:
    """Practice's "Missed most": the kinds of question missed at the first try this session,
    the most missed first (``(misses, title)`` pairs, in that order)."""
    missed = missed[::-1]   # plotly draws the first bar at the bottom
    fig = go.Figure(go.Bar(
        x=[n for n, _t in missed], y=[t for _n, t in missed], orientation="h", marker_color=RED,
        # plotly's own hover read "(2, The kitty)"
        customdata=[ngettext("{topic}: missed {n} time this session",
                             "{topic}: missed {n} times this session", n).format(topic=t, n=n)
                    for n, t in missed],
        hovertemplate="%{customdata}<extra></extra>"))
    # plain white by hand: plotly's named templates cost tens of ms on every run
    fig.update_layout(plot_bgcolor="white", paper_bgcolor="white", height=60 + 34 * len(missed),
                      margin=dict(l=10, r=10, t=10, b=10),
                      xaxis=dict(dtick=1, gridcolor="#e6e9ee", zeroline=False),
                      yaxis=dict(showgrid=False))
    return fig
