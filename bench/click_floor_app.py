"""The page bench/click_floor.py times: what a click costs in Streamlit for boards of
different make, with nothing of the app's own work (``?mode=``):

  fragment:        the trivial page's button and line, inside an ``st.fragment``;
  native_board:    a Play-sized board of Streamlit elements in a fragment (the table as
                   one ``st.html``, five card buttons, the log as markdown);
  component_board: the same board as ONE ``st.components.v2`` element in a fragment, the
                   cards buttons inside its HTML (a click sets a trigger value);
  component_tiny:  one button in a components-v2 element (the component's own cost).
"""
import streamlit as st

ss = st.session_state
ss.setdefault("n", 0)
MODE = st.query_params.get("mode", "fragment")

# Re-drawn from its data on every run; a card button sends its action as a trigger.
JS = """
export default function(component) {
  const { data, setTriggerValue, parentElement } = component;
  let root = parentElement.querySelector('.cf-root');
  if (!root) { root = document.createElement('div'); root.className = 'cf-root';
               parentElement.appendChild(root); }
  root.innerHTML = data;
  root.querySelectorAll('button[data-act]').forEach((b) => {
    b.onclick = () => setTriggerValue('act', b.dataset.act);
  });
}
"""


@st.cache_resource
def _registered():
    """The component, registered once per server: the script runs again on every click, and
    registering it again each time (Streamlit logs a warning) would add to the time measured."""
    return st.components.v2.component("click_floor_board", js=JS, isolate_styles=False)


board_component = _registered()
RANKS = "9TJQKA"


def bump(*_args) -> None:
    ss["n"] += 1


def table_html(n: int) -> str:
    seats = "".join(f'<div class="seat"><span class="name">Seat {s}</span>'
                    f'<span class="card"><span class="rank">Q</span><span>&hearts;</span></span></div>'
                    for s in range(4))
    return (f'<div class="scoreboard"><span>Us 3 / 10</span><span>Them 5 / 10</span>'
            f'<span>Trump &spades;</span></div><div class="table">{seats}</div>'
            f'<p>Your turn: play a card.</p>')


def log_lines(n: int) -> list[str]:
    return [f"Clicks: {n}"] + [f"Trick {k}: West plays the 9&clubs;." for k in range(n % 12 + 1)]


def component_board(n: int) -> str:
    hand = "".join(f'<button data-act="play{i}_{n}" aria-label="Play the {RANKS[i]} of spades">'
                   f'<span class="card"><span class="rank">{RANKS[i]}</span>'
                   f'<span>&spades;</span></span></button>' for i in range(5))
    return (table_html(n) + f'<div class="hand">{hand}</div>'
            f'<div id="cf-log">{"<br>".join(log_lines(n))}</div>')


@st.fragment
def board() -> None:
    n = ss["n"]
    if MODE == "native_board":
        st.html(table_html(n))
        with st.container(horizontal=True):
            for i in range(5):
                st.button(f"{RANKS[i]}♠", key=f"card{i}_{n}", on_click=bump)
        st.markdown("  \n".join(log_lines(n)).replace("&clubs;", "♣"))
    elif MODE == "component_board":
        board_component(data=component_board(n), key="board", on_act_change=bump)
    elif MODE == "component_tiny":
        board_component(data=f'<button data-act="x{n}">Click</button><div id="cf-log">Clicks: {n}</div>',
                        key="board", on_act_change=bump)
    else:
        st.button("Click", on_click=bump)
        st.write(f"Clicks: {n}")


board()
