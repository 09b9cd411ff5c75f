"""The About box names the version, the licence and where the log is, in the app's language."""

from tutor import i18n
from tutor.gui.dialogs import about_text
from tutor.log import log_path
from tutor.resources import version


def test_the_about_box_shows_version_licence_and_log(qapp):
    text = about_text()
    assert f"Canasta Tutor {version()}" in text and "MIT" in text and str(log_path()) in text
    i18n.set_language("fr")
    assert "Logiciel libre sous licence MIT" in about_text()
