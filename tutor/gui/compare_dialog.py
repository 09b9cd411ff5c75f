"""The comparison of rule systems: the last move ruled on under every preset, in a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..explain import explain, input_error, option_value, rule_title, variant_name
from ..i18n import _
from ..rules.notation import read_position, write_position
from .dialogs import TableDialog
from .errors import one_line
from .table import describe_move

if TYPE_CHECKING:
    from .main_window import MainWindow


def compare_systems(window: MainWindow) -> TableDialog | None:
    """Open the comparison for the table's last move; None (and a message) when there is none."""
    pos, move = window.table.position, window.table.last_move
    if pos is None or move is None:
        window.show_info(_("Try a move on the table first: the comparison rules on your last move."))
        return None
    before = pos
    # the last move was made from the position before it when it was legal
    if window.table.undo_stack.index() > 0 and window.panel.verdict is not None and window.panel.verdict.legal:
        command = window.table.undo_stack.command(window.table.undo_stack.index() - 1)
        before = getattr(command, "before", pos)
    try:
        from ..compare import compare_presets
        data = write_position(before, (move,))
        loaded = read_position(data)
        results = compare_presets(loaded, data)
    except Exception as exc:  # noqa: BLE001
        window.show_error(one_line(exc))
        return None
    rows = []
    for r in results:
        if r.error:
            rows.append([variant_name(r.variant), "—", input_error(r.error), ""])
            continue
        reason = explain(r.violations[0]) if r.violations else ""
        diff = ""
        if r.difference:
            diff = f"{rule_title(r.difference['rule'])}: " + ", ".join(
                f"{variant_name(v)}: {option_value(val, r.difference['rule'])}" for v, val in r.difference["values"].items())
        rows.append([variant_name(r.variant), "✓ " + _("Legal") if r.legal else "✗ " + _("Refused"),
                     reason, diff])
    dialog = TableDialog(
        window, _("Compare rule systems"),
        _("The move “{move}” under every rule system:").format(move=describe_move(move)),
        [_("Rule system"), _("Verdict"), _("Why"), _("Deciding option")], rows)
    dialog.open()
    return dialog
