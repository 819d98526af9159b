"""The rules engine: cards, Euchre and Écarté. Pure Python; never imports Streamlit."""
