"""Plotly figures: points for every hand result, a game's score race, which cards beat which."""
from __future__ import annotations

import plotly.graph_objects as go

from engine import euchre
from engine.cards import Suit
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


# ---- Écarté ---------------------------------------------------------------------------------

def ecarte_beats_figure(trump: Suit) -> go.Figure:
    """Écarté: row card is led, column card is played second: does it take the trick?"""
    from lessons.ecarte.l1_cards import beats_table
    order, rows = beats_table(trump)
    labels = [c.display for c in order]
    z = [[None if v is None else int(v) for v in row] for row in rows]
    text = [[("same card" if v is None else f"{o.display} {'beats' if v else 'does not beat'} {led.display} led")
             for o, v in zip(order, row)] for led, row in zip(order, rows)]
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, text=text, hoverinfo="text",
                               colorscale=[[0, "#f3ece0"], [1, GREEN]], showscale=False, xgap=1, ygap=1))
    fig.update_layout(**{**LAYOUT, "height": 640},
                      title=f"{W.Suits(trump)} trump: green = the card played second beats the card led")
    fig.update_yaxes(title="card led", autorange="reversed", tickfont=dict(size=11))
    fig.update_xaxes(title="card played second", side="top", tickfont=dict(size=11))
    return fig


def ecarte_points_figure(rules) -> go.Figure:
    """Écarté: points for the tricks by the elder's tricks, for each way the hand opened
    (elder's points up, dealer's down), from the engine's table under ``rules.penalty``."""
    from engine.ecarte.scoring import trick_points
    series = [("After an exchange", "exchange", GREEN), ("Elder stood", "stand", GOLD),
              ("First proposal refused", "refusal", RED)]
    fig = go.Figure()
    x = [f"{t} trick" + ("s" if t != 1 else "") for t in range(6)]
    for name, opening, colour in series:
        ys, texts, who = [], [], []
        for t in range(6):
            elder_won, pts, _ = trick_points(rules.penalty, opening, t)
            ys.append(pts if elder_won else -pts)
            texts.append(f"+{pts}")
            who.append("elder hand" if elder_won else "dealer")
        fig.add_bar(name=name, x=x, y=ys, text=texts, textposition="outside", marker_color=colour,
                    customdata=who, hovertemplate="%{x}: %{customdata} %{text}<extra>" + name + "</extra>")
    pen = "elder pays" if rules.penalty == "elder" else "classic club laws"
    fig.update_layout(**LAYOUT, barmode="group", title=f"Points for the tricks (penalty rule: {pen})")
    fig.update_yaxes(title="points (elder ↑, dealer ↓)", range=[-4, 4], zeroline=True, zerolinewidth=2,
                     zerolinecolor=INK, dtick=1)
    fig.update_xaxes(title="tricks taken by the elder hand")
    return fig


def proposal_figure(data: dict) -> go.Figure:
    """Écarté: the two choices (stand/propose or refuse/accept) from
    ``ecarte_proposal_odds(view).chart_data()``: average points and the chance of the point."""
    fig = go.Figure()
    labels = data["labels"]
    fig.add_bar(name="average points (you − opponent)", x=labels, y=data["expected_points"],
                marker_color=GREEN, text=[f"{v:+.2f}" for v in data["expected_points"]], textposition="outside",
                yaxis="y", offsetgroup=1)
    fig.add_bar(name="chance you win the point", x=labels, y=data["p_point"], marker_color=GOLD,
                text=[f"{v:.0%}" for v in data["p_point"]], textposition="outside", yaxis="y2", offsetgroup=2)
    fig.update_layout(**LAYOUT, barmode="group",
                      title=f"Stand or propose? {data['samples']} deals played out by the engine",
                      yaxis=dict(title="points", zeroline=True, zerolinecolor=INK),
                      yaxis2=dict(title="chance", overlaying="y", side="right", range=[0, 1.1], tickformat=".0%"))
    return fig


def balance_figure(balances: list[tuple[int, ...]], names: list[str], stake: int) -> go.Figure:
    fig = go.Figure()
    colours = [GREEN, RED, GOLD]
    hands = list(range(len(balances)))
    for t, name in enumerate(names):
        fig.add_scatter(x=hands, y=[b[t] for b in balances], name=name, mode="lines+markers",
                        line=dict(width=3, color=colours[t % 3], shape="hv"))
    fig.update_layout(**LAYOUT, title=f"Running balance at {stake} a point")
    fig.update_xaxes(title="hand", dtick=1)
    fig.update_yaxes(title="balance", zeroline=True, zerolinecolor=INK)
    return fig
