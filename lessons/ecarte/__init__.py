"""The Écarté course (lessons, quiz topics) on top of ``engine.ecarte``."""
from . import rulebook
from .glossary import GLOSSARY
from .course_data import COURSE, LESSONS, TOPICS

__all__ = ["COURSE", "GLOSSARY", "LESSONS", "TOPICS", "rulebook"]
