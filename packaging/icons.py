"""The app icon in the formats Windows and macOS want, made from the PNG sizes of resources/icons at build time
(the recipe, packaging/canasta-tutor.spec, calls it): a multi-resolution ``.ico`` and an ``.icns``. Both
formats hold PNG images as they are, so no image library is needed.

    python packaging/icons.py OUT_FOLDER      # writes canasta-tutor.ico and canasta-tutor.icns there
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
NAME = "canasta-tutor"
#: the .ico's sizes: Explorer's small and large icons, the taskbar, the Start menu, high-DPI screens
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: the .icns's PNG entries: each type names the size it holds (the "@2x" ones serve Retina screens)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
)


def png(size: int, folder: Path = ICONS) -> bytes:
    data = (folder / f"{NAME}-{size}.png").read_bytes()
    width, height = struct.unpack(">II", data[16:24])  # the PNG's IHDR
    if (width, height) != (size, size):
        raise ValueError(f"{NAME}-{size}.png is {width}×{height}, not {size}×{size}")
    return data


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES, folder: Path = ICONS) -> bytes:
    """An ICO file of one PNG image per size (Windows Vista and later read PNG entries)."""
    images = [png(size, folder) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, image in zip(sizes, images):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
    return header + entries + b"".join(images)


def icns_bytes(types: tuple[tuple[bytes, int], ...] = ICNS_TYPES, folder: Path = ICONS) -> bytes:
    """An ICNS file: a header, then one (type, length, PNG) element per entry."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(image)) + image for kind, image in ((k, png(s, folder)) for k, s in types)
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write(folder: Path) -> tuple[Path, Path]:
    """Write ``canasta-tutor.ico`` and ``canasta-tutor.icns`` into ``folder``; their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    ico, icns = folder / f"{NAME}.ico", folder / f"{NAME}.icns"
    ico.write_bytes(ico_bytes())
    icns.write_bytes(icns_bytes())
    return ico, icns


if __name__ == "__main__":
    for path in write(Path(sys.argv[1] if len(sys.argv) > 1 else ".")):
        print(path)
