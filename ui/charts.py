"""Plotly figures: points for every hand result, a game's score race, which cards beat which."""
from __future__ import annotations

import plotly.graph_objects as go

from engine import euchre
from engine.cards import Card, Suit
from engine.euchre import words as W
from engine.euchre.rules import Rules

GREEN, RED, GOLD, INK = "#1f6f4a", "#b3261e", "#d4a017", "#1d2521"
LAYOUT = dict(template="plotly_white", margin=dict(l=40, r=20, t=50, b=40), height=380,
              font=dict(size=14, color=INK), legend=dict(orientation="h", y=-0.2))


def points_figure(rules: Rules) -> go.Figure:
    """Points for every result: makers above the axis, defenders below; with partner, alone,
    and against a lone defender where the rules allow them."""
    n = rules.hand_size
    series = [("With partner", False, False, GREEN)]
    if rules.players == 4 and rules.allow_alone:
        series.append(("Maker alone", True, False, GOLD))
    if rules.players == 4 and rules.allow_lone_defender:
        series.append(("Against a lone defender", False, True, RED))
    if rules.players != 4:
        series = [("Maker (alone by nature)" if rules.players == 3 else "Maker", False, False, GREEN)]
    fig = go.Figure()
    x = [f"{t} trick" + ("s" if t != 1 else "") for t in range(n + 1)]
    for name, alone, lone_def, colour in series:
        ys, texts = [], []
        for t in range(n + 1):
            s = euchre.score_hand(rules, t, alone=alone, lone_defender=lone_def)
            ys.append(s.points if s.side == "makers" else -s.points)
            texts.append(f"+{s.points}")
        fig.add_bar(name=name, x=x, y=ys, text=texts, textposition="outside", marker_color=colour,
                    hovertemplate="%{x}: %{customdata} %{text}<extra>" + name + "</extra>",
                    customdata=["makers" if y > 0 else "defenders" for y in ys])
    top = 5 if rules.players != 3 else 4
    fig.update_layout(**LAYOUT, barmode="group",
                      title=f"Points by the makers' tricks (need {rules.tricks_to_make} of {n})")
    fig.update_yaxes(title="points (makers ↑, defenders ↓)", range=[-top, top], zeroline=True,
                     zerolinewidth=2, zerolinecolor=INK, dtick=1)
    fig.update_xaxes(title="tricks taken by the makers")
    return fig


def race_figure(rules: Rules, history: list[tuple[int, ...]], names: list[str]) -> go.Figure:
    fig = go.Figure()
    colours = [GREEN, RED, GOLD]
    hands = list(range(len(history)))
    for t, name in enumerate(names):
        fig.add_scatter(x=hands, y=[h[t] for h in history], name=name, mode="lines+markers",
                        line=dict(width=3, color=colours[t % 3], shape="hv"))
    fig.add_hline(y=rules.target_score, line_dash="dot", line_color=INK,
                  annotation_text=f"target {rules.target_score}", annotation_position="top left")
    fig.update_layout(**LAYOUT, title="Score race of a sample game")
    fig.update_xaxes(title="hand", dtick=1)
    fig.update_yaxes(title="score", rangemode="tozero")
    return fig


def beats_figure(rules: Rules, trump: Suit) -> go.Figure:
    """Row card is led, column card is played next: does the column card take the trick?"""
    order = list(euchre.ranked(rules.cards, trump))
    labels = [c.display for c in order]
    z, text = [], []
    for led in order:
        row, trow = [], []
        for other in order:
            if other is led:
                row.append(None)
                trow.append("same card")
                continue
            wins = euchre.trick_winner(((0, led), (1, other)), trump) == 1
            row.append(1 if wins else 0)
            trow.append(f"{other.display} {'beats' if wins else 'does not beat'} {led.display} led")
        z.append(row)
        text.append(trow)
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, text=text, hoverinfo="text",
                               colorscale=[[0, "#f3ece0"], [1, GREEN]], showscale=False, xgap=1, ygap=1))
    fig.update_layout(**{**LAYOUT, "height": 560},
                      title=f"{W.Suits(trump)} trump: green = the card played second beats the card led")
    fig.update_yaxes(title="card led", autorange="reversed", tickfont=dict(size=12))
    fig.update_xaxes(title="card played next", side="top", tickfont=dict(size=12))
    return fig
