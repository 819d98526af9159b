"""The trivial Streamlit page the latency benchmark compares the app against."""
import streamlit as st

st.session_state.setdefault("n", 0)


def bump():
    st.session_state["n"] += 1


st.button("Click", on_click=bump)
st.write(f"Clicks: {st.session_state['n']}")
