"""packaging/check_glibc.py reads the glibc versions the files of a bundle ask for and fails above the limit."""

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import check_glibc  # noqa: E402

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not shutil.which("objdump"), reason="ELF files and binutils are Linux's"
)


@pytest.fixture
def bundle(tmp_path):
    folder = tmp_path / "app" / "_internal"
    folder.mkdir(parents=True)
    shutil.copy(Path(shutil.which("true")).resolve(), folder / "tool")  # a program of this system: it needs glibc
    (folder / "notes.txt").write_text("not an ELF file")
    return tmp_path / "app"


def test_the_newest_glibc_a_file_needs_decides(bundle, capsys):
    needed = check_glibc.glibc_versions(bundle / "_internal" / "tool")
    assert needed and all(version.startswith("2.") for version in needed)
    newest = max(needed, key=check_glibc.version_key)
    assert check_glibc.main([str(bundle), "--max", newest]) == 0
    assert f"the newest glibc needed: {newest}" in capsys.readouterr().out
    older = f"2.{check_glibc.version_key(newest)[1] - 1}"
    assert check_glibc.main([str(bundle), "--max", older]) == 1
    assert f"TOO NEW {newest}: _internal/tool" in capsys.readouterr().out


def test_a_folder_without_programs_fails(tmp_path):
    assert check_glibc.main([str(tmp_path)]) == 1
