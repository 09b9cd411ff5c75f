"""The rule systems the referee knows, in the order the app lists them: the one list everything reads (the
presets, their names, the menus, the course check and the cheat sheets). Cheap to import: the welcome screen's
menus read it before the referee loads."""

RULE_SYSTEMS = ("classic", "samba", "modern-american", "strict")
