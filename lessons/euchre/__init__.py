"""The Euchre course (lessons, quiz topics) on top of ``engine.euchre``."""
from . import rulebook
from .glossary import GLOSSARY
from .course_data import COURSE, LESSONS, TOPICS

__all__ = ["COURSE", "GLOSSARY", "LESSONS", "TOPICS", "rulebook"]
