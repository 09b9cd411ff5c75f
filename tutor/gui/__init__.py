"""The desktop app (PySide6): card painter, sandbox table, referee panel, main window."""
