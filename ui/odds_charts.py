"""Plotly charts of the analysis's odds: which bid (or Écarté proposal) pays best.

Takes the plain ``chart_data()`` dicts of ``engine.ai`` (labels, expected points,
the distribution of your side's tricks) and draws them; no computing here.
"""
from __future__ import annotations

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from engine.i18n import _, ngettext
from engine.words import signed
from ui.charts import GREEN, INK, LAYOUT, RED

TRICK_COLOURS = ["#b3261e", "#e07b53", "#f2c572", "#9fcf9a", "#4c9a5f", "#1f6f4a",
                 "#154d33", "#0b2e1e"]


def _two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (any language: no word is cut)."""
    if " · " in text:   # a title and its note: the note on the second line
        return text.replace(" · ", "<br>", 1)
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if len(text) <= 16 or not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "<br>" + text[cut + 1:]


def odds_figure(data: dict, title: str, partners: bool = True) -> go.Figure:
    """Expected points of each option (left) and how many tricks your side takes (right;
    ``partners=False``: a table without partners, where the learner's tricks are their
    own); when the score matters (``by_game``), the chance of winning the game on the
    left, as the hint judges it."""
    labels = data["labels"]
    points = data["expected_points"]
    by_game = bool(data.get("by_game"))
    # the two panels one above the other: side by side, a 390-px phone left each about
    # 100 px beside the choices' names, and their titles ran into each other
    # between them, about 105 px: the first panel's numbers and the second's two-line title
    # (at 80 px they touched on a phone)
    height = 260 + 2 * 40 * len(labels)
    # Écarté's proposal: its hint leads with the chance of winning the point ("72% of deals
    # ..., against 50%"), a number this chart did not show; it goes beside the points
    point = None if by_game else data.get("p_point")
    first = _("Chance to win the game") if by_game else (
        _("Expected points this deal · and the chance of the point") if point else
        _("Expected points this deal"))
    fig = make_subplots(rows=2, cols=1, vertical_spacing=105 / (height - 170),
                        subplot_titles=tuple(_two_lines(t) for t in (
                            first,
                            _("Tricks your side takes (share of deals)") if partners else
                            _("Tricks you take (share of deals)"))))
    if by_game:
        wins = data["p_win_game"]
        fig.add_bar(y=labels, x=wins, orientation="h", row=1, col=1, showlegend=False,
                    marker_color=GREEN, customdata=[signed(p) for p in points],
                    text=[f"{w:.0%}" for w in wins], textposition="outside", cliponaxis=False,
                    hovertemplate=_("%{y}: wins the game %{x:.0%} of the time, "
                                    "%{customdata} points this deal") + "<extra></extra>")
        fig.update_xaxes(range=[0, 1.3], tickvals=[0, 0.5, 1], tickformat=".0%", row=1, col=1)
    else:
        # the numbers formatted here: a true minus sign, as everywhere else
        said = [signed(p) for p in points]
        if point:
            text = [_("{points} · {chance:.0%}").format(points=v, chance=c) for v, c in zip(said, point)]
            hover = [_("{points} points, wins the point {chance:.0%} of the time").format(
                points=v, chance=c) for v, c in zip(said, point)]
        else:
            text, hover = said, [_("{points} points").format(points=v) for v in said]
        fig.add_bar(y=labels, x=points, orientation="h", row=1, col=1, showlegend=False,
                    marker_color=[GREEN if p >= 0 else RED for p in points],
                    text=text, textposition="auto",   # inside when it fits
                    customdata=hover, hovertemplate="%{y}: %{customdata}<extra></extra>")
        top = max(1.0, max(abs(p) for p in points) * 1.35)
        fig.update_xaxes(range=[-top, top], zeroline=True, zerolinecolor=INK, row=1, col=1)
    for tricks in range(len(data["tricks"][0])):
        share = [row[tricks] for row in data["tricks"]]
        fig.add_bar(y=labels, x=share, orientation="h", row=2, col=1, name=str(tricks),
                    marker_color=TRICK_COLOURS[tricks % len(TRICK_COLOURS)],
                    # ("1 tricks in 40% of deals" before: the count in the singular too)
                    hovertemplate="%{y}: " + ngettext("{n} trick in {share} of deals",
                                                      "{n} tricks in {share} of deals", tricks).format(
                        n=tricks, share="%{x:.0%}") + "<extra></extra>")
    fig.update_xaxes(range=[0, 1], tickformat=".0%", row=2, col=1)
    fig.update_yaxes(autorange="reversed")
    fig.update_layout(**{**LAYOUT, "margin": dict(l=10, r=24, t=110, b=60),   # r: room for "100%" at the axis's end
                         "legend": dict(title=_("tricks"), orientation="h", yanchor="top",
                                        y=-0.12 - 0.3 / max(1, len(labels)), x=0),
                         "height": height},
                      barmode="stack",
                      title=_two_lines(_("{title} · {n} sampled deals").format(
                          title=title, n=data["samples"])))
    return fig
