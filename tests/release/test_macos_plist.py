"""The macOS app's Info.plist (packaging/macos.py) names the app and its version and declares the position file
type: a UTI for the extension canasta.json that conforms to JSON, owned and opened by the app."""

import plistlib
import re
import sys
from pathlib import Path

from tutor.resources import MIME_INFO

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import macos  # noqa: E402


def test_the_plist_declares_the_position_type_and_opens_it():
    plist = plistlib.loads(plistlib.dumps(macos.info_plist("1.2.3")))  # what macOS reads back
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == "1.2.3"
    assert plist["CFBundleName"] == "Canasta Tutor"
    (declared,) = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeIdentifier"] == macos.POSITION_UTI and "public.json" in declared["UTTypeConformsTo"]
    tags = declared["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["canasta.json"]
    mime = re.search(r'<mime-type type="([^"]+)"', MIME_INFO.read_text(encoding="utf-8"))[1]
    assert tags["public.mime-type"] == [mime]  # the same type as the Linux desktop's
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [macos.POSITION_UTI] and document["LSHandlerRank"] == "Owner"


def test_the_identifiers_are_valid_on_macos():
    # letters, digits, hyphens and dots only (an underscore is refused in a bundle id and a UTI)
    for identifier in (macos.BUNDLE_ID, macos.POSITION_UTI):
        assert re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", identifier), identifier
