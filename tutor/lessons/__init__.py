"""The course: lessons, exercises, goals, progress and the course check (no GUI code here).

The package imports none of its modules itself: the window reads the learner's progress before its first
paint and the course only after it.
"""
