"""The icons the recipe makes at build time for Windows (.ico) and macOS (.icns) hold every size, readable as
images (Qt reads both formats as the systems do)."""

import sys
from pathlib import Path

from PySide6.QtGui import QImageReader

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icons  # noqa: E402


def sizes_read(path: Path) -> list[int]:
    reader = QImageReader(str(path))
    found = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        assert image.width() == image.height()
        found.append(image.width())
    return found


def test_the_ico_and_the_icns_hold_every_size(qapp, tmp_path):
    ico, icns = icons.write(tmp_path)
    assert ico.read_bytes()[:4] == b"\0\0\1\0" and icns.read_bytes()[:4] == b"icns"
    assert sizes_read(ico) == list(icons.ICO_SIZES)
    assert sizes_read(icns) == [size for _kind, size in icons.ICNS_TYPES]


def test_a_png_of_the_wrong_size_is_refused(tmp_path):
    (tmp_path / "canasta-tutor-16.png").write_bytes((icons.ICONS / "canasta-tutor-32.png").read_bytes())
    try:
        icons.ico_bytes((16,), tmp_path)
    except ValueError as exc:
        assert "32×32, not 16×16" in str(exc)
    else:
        raise AssertionError("a 32-pixel picture was taken for the 16-pixel icon")
