"""The command line: ``canasta-tutor [referee|code|score|selfplay|lessons|scorepad|install-desktop] …``; no
subcommand opens the app, and ``canasta-tutor FILE`` opens the app on a position file (a desktop's "Open with").

Each subcommand lives in its module under ``tutor.commands`` and is loaded only when asked for; they never import
Qt (but the score pad, a window), so they start fast.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from . import i18n, log
from .i18n import N_, _, format_number, ngettext
from .resources import version

if TYPE_CHECKING:
    import argparse

#: the most hands ``selfplay`` plays in one run, and its largest seed
MAX_SELFPLAY_HANDS, MAX_SEED = 100_000, 2**31 - 1


def _tolerant_output() -> None:
    """Characters the output encoding lacks are printed as escapes instead of ending the program."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


# -- the app ---------------------------------------------------------------------------------------------


def cmd_app(args: argparse.Namespace) -> int:
    if args.texts and not args.screenshot:
        from .commands import EXIT_INPUT

        print(_("error: {message}").format(message=_("--texts needs --screenshot")), file=sys.stderr)
        return EXIT_INPUT
    return launch_app(
        lang=args.app_lang, position=args.position, lesson=args.lesson, screenshot=args.screenshot, texts=args.texts
    )


def launch_app(**options: Any) -> int:
    """The desktop app with ``run_app``'s options."""
    # The start allocates much and frees little: no garbage collection (some 15 ms of it) until the window is
    # usable; run_app turns it on again then.
    gc.disable()
    from .gui.app import run_app  # Qt, for the app alone: the subcommands never load it

    return run_app(**options)


def speak(requested: str | None) -> None:
    """Speak the language asked for (``--lang``; else the remembered one, else the system's), and tell in it, once,
    of a log that cannot be written: the log starts before any language is chosen, so that choosing one is logged."""
    i18n.set_language(i18n.choose_language(requested))
    if log.unwritable is not None:
        from .words.files import os_reason

        path, exc = log.unwritable
        log.unwritable = None
        told = _("cannot write the log {path}: {reason}").format(path=path, reason=os_reason(exc))
        print(f"canasta-tutor: {told}", file=sys.stderr)


def _requested_language(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        value = (
            arg.split("=", 1)[1]
            if arg.startswith("--lang=")
            else (argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        )
        if value in i18n.LANGUAGES:
            return value
    return None


# argparse's own messages, translated through the project's catalogs (argparse looks up
# ``argparse._`` and ``argparse.ngettext`` each time it builds a message).
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("show program's version number and exit"),
)


def _translate_argparse() -> None:
    import argparse

    vars(argparse).update(_=_, ngettext=ngettext)  # module globals its type stubs leave out


def _version_action() -> type:
    import argparse

    class PrintVersion(argparse.Action):
        """argparse's "version" action, with the version looked up only when asked for: reading the installed
        package's metadata costs some 10 ms, which every start with an option would pay."""

        def __call__(self, parser, namespace, values, option_string=None):
            print(f"canasta-tutor {version()}")
            parser.exit()

    return PrintVersion


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from . import commands  # with arguments to parse: the app launched without them needs no command

    def whole_number(low: int, high: int) -> Callable[[str], int]:
        """An option's type: a whole number from ``low`` to ``high``, refused in words (argparse says "int")."""

        def read(text: str) -> int:
            digits = text.strip()
            value = int(digits) if digits.lstrip("-").isdigit() else None
            if value is None or not low <= value <= high:
                raise argparse.ArgumentTypeError(
                    _("must be a whole number from {low} to {high}").format(low=format_number(low), high=format_number(high))
                )
            return value

        return read

    file_, path, code_ = _("FILE"), _("PATH"), _("CODE")  # the placeholders of the usage lines, in words
    parser = argparse.ArgumentParser(
        prog="canasta-tutor",
        description=_("Learn Canasta and settle its disputes."),
        epilog=_("canasta-tutor FILE opens the app on the position in FILE."),
    )
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=i18n.LANGUAGES, help=_("language of the output (de, fr, en)"))
    _add_app_options(parser)
    parser.set_defaults(outcome=commands.EXIT_LEGAL)
    parser.add_argument("--version", action=_version_action(), nargs=0, help=_("show program's version number and exit"))
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))

    referee = sub.add_parser("referee", parents=[lang], help=_("rule on the move(s) in a position file"))
    referee.add_argument("file", metavar=file_, nargs="?", help=_("position file, or - for standard input"))
    referee.add_argument("--code", metavar=code_, help=_("rule on the position and move of a shared code instead"))
    referee.add_argument("--json", action="store_true", help=_("print the verdict as JSON"))
    referee.add_argument("--hints", action="store_true", help=_("list the ways to take the pile and the melds possible now"))
    referee.add_argument("--compare", action="store_true", help=_("rule on the move under every rule system"))
    referee.add_argument("--explain", action="store_true", help=_("print the rule cards of the rules behind the verdict"))

    code = sub.add_parser("code", parents=[lang], help=_("write a position file's position and move as a code to share"))
    code.add_argument("file", metavar=file_, help=_("position file, or - for standard input"))
    code.add_argument("--qr", metavar=path, help=_("also write the code as a QR picture (.png or .svg)"))

    score = sub.add_parser("score", parents=[lang], help=_("score a finished hand"))
    score.add_argument("file", metavar=file_, help=_("position file of a finished hand, or - for standard input"))
    score.add_argument("--json", action="store_true", help=_("print the scores as JSON"))

    selfplay = sub.add_parser("selfplay", parents=[lang], help=_("let bots play whole hands through the referee"))
    hands, seed = whole_number(1, MAX_SELFPLAY_HANDS), whole_number(0, MAX_SEED)
    selfplay.add_argument("--hands", type=hands, default=10, metavar="N", help=_("number of hands to play"))
    selfplay.add_argument("--players", type=int, default=4, choices=range(2, 7), help=_("number of players"))
    selfplay.add_argument("--seed", type=seed, default=1, metavar="N", help=_("seed of the shuffles, for repeatable runs"))
    selfplay.add_argument(
        "--variant", default="classic", metavar=_("SYSTEM"), help=_("rule system: classic, samba, modern-american, strict")
    )
    selfplay.add_argument("--json", action="store_true", help=_("print the summary as JSON"))

    lessons = sub.add_parser("lessons", parents=[lang], help=_("check the course"))
    lessons.add_argument("--check", action="store_true", required=True, help=_("verify every lesson and exercise"))
    lessons.add_argument("--json", action="store_true", help=_("print the report as JSON"))

    scorepad = sub.add_parser("scorepad", parents=[lang], help=_("keep the score of a game at the table"))
    scorepad.add_argument("--screenshot", metavar="PNG", help=_("render the window to a PNG and quit"))

    from .desktop import in_flatpak

    if not in_flatpak():  # Flatpak puts the app in the menu itself
        install = sub.add_parser(
            "install-desktop",
            parents=[lang],
            help=_("add the app to the desktop menu, with its icon and the position file type"),
        )
        install.add_argument("--remove", action="store_true", help=_("take it out of the desktop menu again"))
    return parser


#: the subcommands' names: a word of these is no position file (install-desktop is one, even where it is hidden)
COMMANDS = ("referee", "code", "score", "selfplay", "lessons", "scorepad", "install-desktop")


def _add_app_options(parser: argparse.ArgumentParser) -> None:
    """The options of the app itself (no subcommand)."""
    path = _("PATH")
    parser.add_argument("--lang", dest="app_lang", choices=i18n.LANGUAGES, help=_("language of the app (de, fr, en)"))
    parser.set_defaults(lang=None)
    parser.add_argument("--position", metavar=_("FILE"), help=_("open a position file"))
    parser.add_argument("--lesson", metavar=_("ID"), help=_("open a lesson"))
    parser.add_argument("--screenshot", metavar=path, help=_("render the window to a PNG and exit"))
    parser.add_argument(
        "--texts", metavar=path, help=_("with --screenshot: also write the texts on screen to a file, one per line")
    )


def _app_options(argv: list[str]) -> argparse.Namespace | None:
    """``argv`` read as the app's own options alone; ``None`` where the whole parser is to read it: a command, help,
    the version, or anything else the app's options do not take (the whole parser's error names the commands).
    Building that parser costs some 4 ms, which an app opened on a file or a lesson need not pay."""
    import argparse

    class NotTheAppsOptions(Exception):
        pass

    class AppOptions(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            raise NotTheAppsOptions

    parser = AppOptions(prog="canasta-tutor", add_help=False)
    _add_app_options(parser)
    parser.set_defaults(command=None)
    try:
        args, rest = parser.parse_known_args(argv)
    except NotTheAppsOptions:
        return None
    return None if rest else args


#: the options of the app (no subcommand) that take a value: a word after one is that value, not a file
_OPTIONS_WITH_A_VALUE = ("--lang", "--position", "--lesson", "--screenshot", "--texts")


def _file_as_position(argv: list[str], commands: Sequence[str]) -> list[str]:
    """``canasta-tutor FILE [options]``, as a desktop's "Open with" runs it, read as ``--position FILE``.

    >>> _file_as_position(["game.canasta.json", "--lang", "de"], ["referee"])
    ['--position', 'game.canasta.json', '--lang', 'de']
    >>> _file_as_position(["--lang", "de", "referee", "x.json"], ["referee"])
    ['--lang', 'de', 'referee', 'x.json']
    """
    skip = False
    for index, arg in enumerate(argv):
        if skip:
            skip = False
        elif arg in _OPTIONS_WITH_A_VALUE:
            skip = True
        elif arg == "-" or not arg.startswith("-"):
            if arg in commands or _mistyped_command(arg, commands):
                return argv  # argparse names the commands there are
            return [*argv[:index], "--position", arg, *argv[index + 1 :]]
    return argv


def _mistyped_command(word: str, commands: Sequence[str]) -> bool:
    """A word that is no file but nearly a command's name ("selfply"): a command mistyped, not a position.

    >>> _mistyped_command("refere", ["referee", "score"]), _mistyped_command("game.json", ["referee", "score"])
    (True, False)
    """
    import difflib  # only with arguments to read: the app launched without them never loads it

    return not os.path.exists(word) and bool(difflib.get_close_matches(word, commands, n=1, cutoff=0.75))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_output()
    log.start_logging()
    if not argv:  # the app as a desktop launches it: nothing to parse (argparse and its parser cost ~3 ms)
        speak(None)
        return launch_app()
    argv = _file_as_position(argv, COMMANDS)
    app_options = _app_options(argv)
    if app_options is not None:
        speak(app_options.app_lang)
        return cmd_app(app_options)
    _translate_argparse()
    speak(_requested_language(argv))  # before --help is printed
    args = build_parser().parse_args(argv)
    requested = args.lang or args.app_lang
    speak(requested)
    if args.command is None:
        return cmd_app(args)
    from . import commands

    try:
        status = commands.run(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return status
    except BrokenPipeError:  # the reader of our output went away (… | head): the verdict still stands
        sys.stdout = None
        return args.outcome


if __name__ == "__main__":
    sys.exit(main())
