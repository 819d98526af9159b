"""The Euchre course (lessons, quiz topics) on top of ``engine.euchre``."""
from . import rulebook
from .glossary import GLOSSARY
from .course_data import COURSE, LESSONS, TOPICS
from .problems import PROBLEMS

__all__ = ["COURSE", "GLOSSARY", "LESSONS", "PROBLEMS", "TOPICS", "rulebook"]
