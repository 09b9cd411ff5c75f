"""The rule systems' names as a player reads them.

Kept apart from ``explain`` (the referee's words), which loads with the first ruling: the window's menus
name the systems before anything is ruled on.
"""

from __future__ import annotations

from ..i18n import N_, _

VARIANT_NAMES = {
    "classic": N_("Classic Canasta"),
    "samba": N_("Samba"),
    "modern-american": N_("Modern American Canasta"),
    "strict": N_("Strict version (verschärfte Version)"),
}


def variant_name(variant: str) -> str:
    return _(VARIANT_NAMES.get(variant, variant))
