"""One ruling, as the table hands it out: every screen that listens takes what it needs from it."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.moves import Move
from ..rules.state import Position
from ..rules.violations import Verdict


@dataclass(frozen=True, slots=True)
class Ruling:
    """The referee's answer to one move tried at the table."""

    #: the position the move was tried in
    before: Position
    move: Move
    verdict: Verdict
    #: the position the move leads to; None when it was refused
    after: Position | None
    #: the seat that tried it
    seat: int
    #: asked before playing: the table did not change, whatever the verdict
    trial: bool = False

    @property
    def legal(self) -> bool:
        return self.verdict.legal

    @property
    def played(self) -> bool:
        """The move now stands on the table."""
        return self.after is not None and not self.trial
