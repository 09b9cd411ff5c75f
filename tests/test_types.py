"""The package type-checks: mypy over tutor/ as pyproject.toml's [tool.mypy] configures it, as ``mypy`` run from
the repository's root does."""

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_type_errors(monkeypatch):
    monkeypatch.chdir(ROOT)  # where mypy finds the configuration and the package
    report, errors, status = api.run([])
    assert status == 0, report + errors
