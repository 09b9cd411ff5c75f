"""A practice game against bots on the table: the game itself (tutor.play.practice_game) shown hand after hand,
the bots' turns played out at a readable pace, a score sheet after every hand and the game's end announced."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from ...i18n import N_, _
from ...play.practice_game import HUMAN_SEAT, BotStep, PracticeGame, fitting, hand_is_over
from ...play.practice_store import KeptElsewhere
from ...rules.scoring import ScoringError
from ...storage import set_aside_files
from ...words.explain import set_aside_message
from .. import dialogs
from ..errors import error_message

if TYPE_CHECKING:
    from ...play.ruling import Ruling
    from ...rules.moves import Move
    from ...rules.state import Position
    from ..stage import ModeName, Stage

#: how long each bot move stays on the table before the next one, in milliseconds
BOT_MOVE_DELAY_MS = 700


class _SkipOnInput(QObject):
    """A click or key on the table while the bots' moves are shown shows the rest at once first, so the
    learner's action meets the position it is meant for.

    It listens to the whole application, and only while the moves are shown: a filter left on the table
    would pass every one of its events through Python for as long as the app runs."""

    def __init__(self, session: PracticeSession):
        super().__init__()
        self.session = session

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and self.session.replaying:
            table = self.session.stage.table
            if obj is table or (obj.isWidgetType() and table.isAncestorOf(obj)):
                self.session.skip_replay()
        return False


class PracticeSession:
    """The learner at seat 0, bots at the other seats, a game to the rule system's target."""

    def __init__(self, stage: Stage):
        self.stage = stage
        #: the last new-game dialog opened (it stays open while the learner chooses)
        self.new_game_dialog: dialogs.NewGameDialog | None = None
        #: the game on the table, or the last one played; None before the first
        self.game: PracticeGame | None = None
        self.active = False
        self.delay_ms = BOT_MOVE_DELAY_MS
        self._replay: list[BotStep] = []
        self._replay_final: Position | None = None
        self._replay_from: Position | None = None  # the position the next bot move shown is played in
        self._replay_last_move: Move | None = None
        self._pending_steps: list[BotStep] = []  # the bots' moves computed for the learner's move being ruled on
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._replay_next)
        self.score_sheet: dialogs.ScoreSheetDialog | None = None
        self._sheet_position: Position | None = None  # the ended hand the open score sheet counts
        self._sheet_waiting: Position | None = None  # an ended hand whose sheet follows the bots' moves shown
        self._skip_filter = _SkipOnInput(self)
        #: the rule system of the guided hand being played, if any (tutor.play.guided)
        self.guided: str | None = None

    # -- games and hands ---------------------------------------------------------------------------------

    def in_progress(self) -> bool:
        """A game with moves played that has not ended: something a new game would throw away."""
        game = self.game
        if not self.active or game is None or game.game_over:
            return False
        return game.hand_number > 1 or self.stage.table.undo_stack.index() > 0

    def ask_new_game(self) -> None:
        """The new-game dialog: rule system and number of players (after asking, if a game is in progress, or if
        a game kept from before would be replaced: from a lesson or the welcome screen, it is not on the table)."""
        if not self._may_replace_game():
            return
        pos = self.stage.table.position
        active = self.stage.profiles.active()  # the table's own rules first
        last = self.game
        if active is not None:
            variant = active.variant
        elif pos is not None:
            variant = pos.variant
        else:
            variant = last.variant if last is not None else "classic"
        dialog = dialogs.NewGameDialog(self.stage.widget(), variant, last.players if last is not None else 4)
        dialog.accepted.connect(lambda: self.new_game(dialog.variant(), dialog.players()))
        dialog.open()
        self.new_game_dialog = dialog

    def _may_replace_game(self) -> bool:
        """Whether a new game may take the place of the one in progress, or of the one kept from before (asked)."""
        if self.in_progress() and not dialogs.confirm_leave_game(self.stage.widget()):
            return False
        if not self.active:
            from ...play import practice_store

            kept = practice_store.summary()
            if kept is not None and not dialogs.confirm_replace_kept_game(self.stage.widget(), kept):
                return False
        return True

    def start_guided(self, variant: str) -> bool:
        """The guided hand of ``variant``: its prepared deal, the coach at each of the learner's turns, the score
        sheet explained line by line; the next hand goes on as a practice game (tutor.play.guided)."""
        from ...play.guided import deal_of

        if not self._may_replace_game():
            return False
        players, seed = deal_of(variant)
        self.new_game(variant, players, seed=seed, guided=True)
        return True

    def new_game(
        self,
        variant: str | None = None,
        players: int | None = None,
        seed: int | None = None,
        scores: list[int] | None = None,
        guided: bool = False,
    ) -> None:
        """A new game; ``scores`` continues a game from a score pad (one score per side); ``guided``: its first
        hand is the guided hand of the rule system."""
        pos = self.stage.table.position
        variant, players = fitting(variant, players, pos.variant if pos is not None else "classic")
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else random.randrange(1 << 30)
        self.game = PracticeGame(variant, players, seed, scores)
        self.guided = variant if guided else None
        self.deal_hand(seed)

    def deal_hand(self, seed: int | None = None) -> None:
        """Deal the game's next hand under the table's rules and play it from the learner's seat."""
        game = self.game
        assert game is not None
        dealt = game.deal(self.stage.table_options(game.variant))
        self._play_hand(dealt)
        if seed is not None:
            self.stage.panel.show_notice(
                N_("New practice game (deal {seed}), hand {hand}: you sit at the bottom."), seed=seed, hand=game.hand_number
            )
        else:
            self.stage.panel.show_notice(
                N_("Hand {hand} of the practice game: you sit at the bottom."), hand=game.hand_number
            )
        if HUMAN_SEAT in dealt.sitting_out:  # six players, one pair sitting out: this time yours
            # in the status line, which the hand's end (played by the others at once) does not replace
            self.stage.show_status(
                _(
                    "Hand {hand}: you and your partner sit this hand out; the other two pairs play it and your "
                    "score is kept."
                ).format(hand=game.hand_number),
                15000,
            )
        self._coach()
        self._check_hand_over()
        self.keep()

    def continue_game(self) -> bool:
        """The game kept from an earlier run, where it was left (tutor.play.practice_store)."""
        kept = PracticeGame.kept()
        if kept is None:
            said = [set_aside_message(item) for item in set_aside_files]  # a kept game that could not be read
            set_aside_files.clear()
            self.stage.show_info("\n".join(said) or _("There is no practice game to continue."))
            return False
        self.game, position = kept
        if position is None:  # left between two hands: the next one is dealt
            self.deal_hand()
            return True
        self._play_hand(position)
        self.stage.panel.show_notice(N_("Hand {hand} of your practice game, as you left it."), hand=self.game.hand_number)
        return True

    def _play_hand(self, position: Position) -> None:
        """Put a hand of the game on the table from the learner's seat; the bots play up to the learner's turn."""
        stage = self.stage
        table, panel = stage.table, stage.panel
        game = self.game
        assert game is not None
        self.stop_replay()
        self._close_score_sheet()
        game.play(position)
        stage.set_next_hand_available(False)
        stage.enter_mode("practice")
        self.active = True
        table.autoplay = self.bots_play
        panel.clear()
        stage.set_perspective(HUMAN_SEAT, game.players)
        table.set_position(position)
        if position.turn != HUMAN_SEAT:
            steps = self.bots_play(position)
            self._pending_steps = []
            if steps:
                self._start_replay(steps, position)

    def next_hand(self) -> None:
        game = self.game
        if self.active and game is not None and not game.game_over and game.last_scores is not None:
            self.guided = None  # after the guided hand, the game goes on as a practice game
            self.deal_hand()

    def _coach(self) -> None:
        """In a guided hand, at the start of each of the learner's turns: the rule that decides what is possible."""
        from ...play.guided import COACH, coach_lines

        game, position = self.game, self.stage.table.position
        if self.guided is None or game is None or position is None or self._replay:
            return
        if not hand_is_over(position) and position.turn == HUMAN_SEAT:
            # worded when shown, so that a change of language words it again
            self.stage.panel.show_notice(COACH, hand=game.hand_number, advice=lambda: "\n".join(coach_lines(position)))

    name: ModeName = "practice"

    def leave(self) -> None:
        """Another mode takes the table: the game stops (it is kept, to be continued)."""
        self.stop()

    def stop(self) -> None:
        self.stop_replay()
        self._close_score_sheet()
        self.active = False
        self.stage.set_next_hand_available(False)
        self.stage.table.autoplay = None

    # -- the bots ------------------------------------------------------------------------------------------

    def bots_play(self, position: Position) -> list[BotStep]:
        """The bots' moves until it is the learner's turn again or the hand is over (one undo step with the
        learner's move); the table then shows them one by one."""
        assert self.game is not None
        self._pending_steps = self.game.bots_play(position)
        return self._pending_steps

    def on_ruling(self, ruling: Ruling) -> None:
        """After the learner's move is played: the bots' moves (already on the undo stack) are shown one by one."""
        if not self.active or not ruling.played:
            return
        steps, self._pending_steps = self._pending_steps, []
        if steps:
            self._start_replay(steps, ruling.after)
        self._check_hand_over()
        self.keep()

    def _start_replay(self, steps: list, start: Position | None) -> None:
        """Show the bots' ``steps``, played from ``start`` (the position after the learner's move)."""
        table = self.stage.table
        self._replay_final = steps[-1][3]
        self._replay_from = start
        if not self.animated:
            for step in steps:
                self._comment(step)
            if table.position is not self._replay_final:
                table.set_position(self._replay_final, keep_history=True)
            self._coach()
            return
        self._replay = list(steps)
        self._replay_last_move = table.last_move
        self._show_step()

    def _show_step(self) -> None:
        step = self._replay.pop(0)
        table = self.stage.table
        table.set_position(step[3], keep_history=True)
        table.last_move = self._replay_last_move
        self._comment(step)
        self._set_replaying(bool(self._replay))
        if self._replay:
            self._timer.start(self.delay_ms)
            return
        self._coach()
        if self._sheet_waiting is not None:  # the move that ended the hand, a moment to see it, then the sheet
            QTimer.singleShot(self.delay_ms, self._show_waiting_sheet)

    def _comment(self, step: BotStep) -> None:
        """A bot's move in the referee's column, worded in the position it was played in (a lay-off names its
        meld)."""
        seat, move, verdict, after = step
        self.stage.panel.add_comment(seat, move, verdict, self._replay_from)
        self._replay_from = after

    def _replay_next(self) -> None:
        if self._replay:
            self._show_step()

    @property
    def animated(self) -> bool:
        """The bots' moves are shown one by one: only on a table that keeps the learner's seat at the bottom
        (a table that turns to the seat to move would show the bots' cards)."""
        return self.delay_ms > 0

    @property
    def replaying(self) -> bool:
        return bool(self._replay)

    def skip_replay(self) -> None:
        """Show the bots' remaining moves at once: it is the learner's turn."""
        if not self._replay:
            return
        self._timer.stop()
        table = self.stage.table
        for step in self._replay:
            self._comment(step)
        self._replay = []
        assert self._replay_final is not None  # set with the replay
        table.set_position(self._replay_final, keep_history=True)
        table.last_move = self._replay_last_move
        self._set_replaying(False)
        self._coach()
        self._show_waiting_sheet()  # skipped to the hand's end: its sheet at once

    def stop_replay(self) -> None:
        """End the showing of the bots' moves where it is (the position on the table stays)."""
        self._timer.stop()
        self._replay = []
        self._sheet_waiting = None
        self._set_replaying(False)

    def _set_replaying(self, replaying: bool) -> None:
        """The window offers to skip the bots' moves, and a click or key on the table skips them, only while
        they are being shown."""
        self.stage.set_replaying(replaying)
        app = QApplication.instance()
        assert app is not None
        if replaying:
            app.installEventFilter(self._skip_filter)  # once: installing it again moves it to the front
        else:
            app.removeEventFilter(self._skip_filter)

    def after_undo(self, _index: int) -> None:
        """Undo or redo moved the table's history (the window connects it)."""
        # undo/redo shows the stack's own position: a replay in progress ends there
        if self._replay:
            self.stop_replay()
        position, game = self.stage.table.position, self.game
        if self.active and game is not None and position is not None:
            if game.last_scores is not None and not hand_is_over(position):
                game.reopen()  # the hand's end was undone: the game goes on from the scores before it
                self.stage.set_next_hand_available(False)
                self._close_score_sheet()
            elif game.last_scores is None and hand_is_over(position):
                self._check_hand_over()  # redone to the hand's end: scored again, its sheet and the next hand
        self.keep()

    def keep(self) -> None:
        """The game as it stands goes to disk, so that a restart continues it; a finished game is forgotten."""
        final = self._replay_final if self._replay else self.stage.table.position
        if not self.active or final is None or self.game is None:
            return
        try:
            self.game.keep(final)
        except KeptElsewhere:  # another copy of the app keeps its own game: this one does not overwrite it
            self.stage.show_status(
                _("Another copy of Canasta Tutor kept its own practice game meanwhile: this game goes on but is not kept."),
                10000,
            )
        except OSError as exc:  # an unwritable folder: the game goes on, and says it will not survive a restart
            self.stage.show_status(error_message(exc, _("The practice game could not be kept: {error}")), 10000)

    # -- the end of a hand and of the game -----------------------------------------------------------------

    def _check_hand_over(self) -> None:
        final = self._replay_final if self._replay else self.stage.table.position
        game = self.game
        if final is None or game is None:
            return
        try:
            if not game.score(final):
                return
        except ScoringError as exc:  # a hand that cannot be scored leaves the table as it is, and says why
            self.stage.show_status(error_message(exc, _("This hand cannot be scored: {error}")), 10000)
            return
        # the learner's last verdict belongs to the hand that has ended
        self.stage.panel.clear_verdict()
        self.stage.panel.show_notice(N_("Hand {n} is over."), n=game.hand_number)
        self.stage.set_next_hand_available(not game.game_over)
        if self._replay:  # the sheet follows the bots' moves, shown or skipped
            self._sheet_waiting = final
        else:
            self._show_sheet(final)

    def _show_waiting_sheet(self) -> None:
        final, self._sheet_waiting = self._sheet_waiting, None
        if final is not None:
            self._show_sheet(final)

    def _show_sheet(self, final: Position) -> None:
        game = self.game
        if game is None or game.last_scores is None or not self.active:
            return
        self._close_score_sheet()
        sheet = dialogs.ScoreSheetDialog(
            self.stage.widget(),
            final,
            game.last_scores,
            game.hand_number,
            game.game_over,
            HUMAN_SEAT,
            explained=self.guided is not None,  # the guided hand's sheet says what each line counts
        )
        # a lambda, not the bound method: PySide would keep a weak reference on the session for each sheet
        sheet.next_hand.connect(lambda: self.next_hand())
        sheet.new_game.connect(lambda: self.new_game(game.variant, game.players))
        sheet.show()
        self.score_sheet = sheet
        self._sheet_position = final

    def retranslate(self) -> None:
        """A language switch: an open score sheet is drawn again in the new language."""
        if self.score_sheet is not None and self._sheet_position is not None:
            self._show_sheet(self._sheet_position)

    def _close_score_sheet(self) -> None:
        if self.score_sheet is not None:
            try:
                self.score_sheet.close()
            except RuntimeError:
                pass
            self.score_sheet = None
