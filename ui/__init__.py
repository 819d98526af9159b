"""The Streamlit user interface: pages, card rendering, charts. Imports lessons/ and engine/."""
