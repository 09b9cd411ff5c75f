"""The window icon: PNG sizes rendered from the SVG, kept in step with it."""

from pathlib import Path

from tutor.gui.app import app_icon

from ..scripts import load_script

ICONS = Path(__file__).resolve().parents[2] / "resources" / "icons"


def _renderer():
    return load_script(ICONS / "render_icons.py")


def test_the_window_icon_offers_every_rendered_size(qapp):
    sizes = sorted(size.width() for size in app_icon().availableSizes())
    assert sizes == sorted(_renderer().SIZES)


def test_the_pngs_are_the_svg_as_it_is_now(qapp):
    # after a change to the SVG: QT_QPA_PLATFORM=offscreen python resources/icons/render_icons.py
    from PySide6.QtGui import QImage

    renderer = _renderer()
    for size in renderer.SIZES:
        png = QImage(str(renderer.png_path(size))).convertToFormat(QImage.Format_ARGB32)
        drawn = renderer.render(size).convertToFormat(QImage.Format_ARGB32)
        assert png.size() == drawn.size(), size
        # another Qt may smooth a few edge pixels differently; a changed shape or colour shows in many more
        pairs = list(zip(bytes(png.constBits()), bytes(drawn.constBits())))
        differing = sum(1 for a, b in pairs if abs(a - b) > 4)
        assert differing <= len(pairs) // 50, f"canasta-tutor-{size}.png differs from the SVG"
