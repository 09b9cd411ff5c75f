"""The macOS app's Info.plist entries (packaging/canasta-tutor.spec hands them to PyInstaller's BUNDLE): its name,
version and category, and the position file type it owns (a UTI for ``*.canasta.json``, a kind of JSON), which the
Finder then opens in the app (tutor/gui/app.py receives the file as an event)."""

from __future__ import annotations

NAME = "Canasta Tutor"
#: macOS identifiers allow letters, digits, '-' and '.': the desktop's app id (io.github.canasta_tutor.…) with '-'
BUNDLE_ID = "io.github.canasta-tutor.CanastaTutor"
POSITION_UTI = "io.github.canasta-tutor.position"
ICON_FILE = "canasta-tutor.icns"


def info_plist(version: str) -> dict:
    position = {"CFBundleTypeName": "Canasta position", "CFBundleTypeIconFile": ICON_FILE}
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",  # PySide6's wheels
        "NSHighResolutionCapable": True,
        "NSPrincipalClass": "NSApplication",
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": POSITION_UTI,
                "UTTypeDescription": position["CFBundleTypeName"],
                "UTTypeConformsTo": ["public.json"],
                "UTTypeIconFile": ICON_FILE,
                "UTTypeTagSpecification": {
                    "public.filename-extension": ["canasta.json"],
                    "public.mime-type": ["application/x-canasta-position+json"],
                },
            }
        ],
        "CFBundleDocumentTypes": [
            {**position, "CFBundleTypeRole": "Editor", "LSHandlerRank": "Owner", "LSItemContentTypes": [POSITION_UTI]}
        ],
    }
