"""The course: lessons, exercises, goals, progress and the course check (no GUI code here)."""

from .course import Chapter, Course, CourseError, Exercise, Lesson, Step, load_course

__all__ = ["Chapter", "Course", "CourseError", "Exercise", "Lesson", "Step", "load_course"]
