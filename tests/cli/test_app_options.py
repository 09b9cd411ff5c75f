"""The app's own options are read by a parser of their own, so that opening the app on a file or a lesson does not
build every command's parser. It must read them as the whole parser does, and hand everything else to it."""

import pytest

from tutor import cli

APP_ARGUMENTS = [
    [],
    ["--lang", "de"],
    ["--lang=fr", "--lesson", "cards-and-values"],
    ["--les", "melding"],  # an option shortened, as argparse allows
    ["--position", "game.canasta.json", "--screenshot", "shot.png", "--texts", "texts.txt"],
    ["--position=-"],
]

NOT_THE_APPS = [
    ["referee", "x.json"],
    ["--lang", "de", "score", "x.json"],
    ["--help"],
    ["-h"],
    ["--he"],
    ["--version"],
    ["--lang", "xx"],  # a language there is not: the whole parser says which there are
    ["--lesson"],  # a value missing
    ["--l", "de"],  # --lang or --lesson?
    ["--unknown"],
    ["install-desktop"],
]


@pytest.mark.parametrize("argv", APP_ARGUMENTS, ids=" ".join)
def test_the_apps_options_are_read_as_the_whole_parser_reads_them(argv):
    own = cli._app_options(argv)
    whole = cli.build_parser().parse_args(argv)
    assert own is not None
    assert {name: getattr(whole, name) for name in vars(own)} == vars(own)
    assert own.command is None


@pytest.mark.parametrize("argv", NOT_THE_APPS, ids=" ".join)
def test_anything_else_goes_to_the_whole_parser(argv):
    assert cli._app_options(argv) is None


def test_a_command_is_never_read_as_a_position_file():
    parser = cli.build_parser()
    subcommands = next(action for action in parser._actions if action.dest == "command").choices
    assert set(subcommands) <= set(cli.COMMANDS)
    assert cli._file_as_position(["install-desktop"], cli.COMMANDS) == ["install-desktop"]
    assert cli._file_as_position(["game.canasta.json"], cli.COMMANDS) == ["--position", "game.canasta.json"]


def test_an_error_in_the_apps_options_is_told_by_the_whole_parser(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--lang", "xx"])
    assert exit_.value.code == 2
    error = capsys.readouterr().err
    assert "invalid choice: 'xx'" in error and "COMMAND" in error
