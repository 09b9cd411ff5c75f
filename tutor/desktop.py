"""Putting the app into the desktop's menu for a pip or pipx install: the desktop entry, the icons, the
position files' MIME type and the AppStream description, written to the user's XDG data folder
(``~/.local/share``), and taken out again. No Qt: ``canasta-tutor install-desktop`` is a command-line task.

A distribution package or a bundle installs the same files system-wide; the files are those of
``resources/``, with the entry's ``Exec`` line pointing at the program that runs this. On Windows and macOS the
installer and the app bundle do this job (packaging/), and inside a Flatpak, Flatpak does: there the command
writes nothing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from .resources import APP_ID, DESKTOP_ENTRY, ICON_SVG, ICONS, METAINFO, MIME_INFO
from .storage import xdg_folder

#: the icon is installed under the app's id, as Flatpak and the AppStream guidelines ask (the desktop entry's Icon)
ICON_NAME = APP_ID
#: the shipped pictures' names: resources/icons/canasta-tutor-SIZE.png
PICTURES = "canasta-tutor"


def system() -> str:
    """ "windows", "macos" or "linux" (any other system with an XDG desktop)."""
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def in_flatpak() -> bool:
    """Whether this runs inside a Flatpak, which exports the app's desktop files itself."""
    return "FLATPAK_ID" in os.environ or Path("/.flatpak-info").exists()


def data_home() -> Path:
    """The user's XDG data folder (``~/.local/share`` unless XDG_DATA_HOME says otherwise)."""
    return Path(xdg_folder("XDG_DATA_HOME", ".local/share"))


def launcher() -> str:
    """The command line that starts this very installation, quoted for a desktop entry's ``Exec`` key."""
    if getattr(sys, "frozen", False):  # a standalone bundle: its executable
        parts = [sys.executable]
    else:
        script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
        if script is not None and script.name.startswith("canasta-tutor") and script.is_file():
            parts = [str(script.resolve())]
        elif found := shutil.which("canasta-tutor"):
            parts = [str(Path(found).resolve())]
        else:  # python -m tutor
            parts = [sys.executable, "-m", "tutor"]
    return " ".join(_quoted(part) for part in parts)


def _quoted(argument: str) -> str:
    """An argument as the Desktop Entry Specification quotes it (only when it needs quoting)."""
    if not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`"):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'


def desktop_entry_text(command: str) -> str:
    """The shipped desktop entry with its ``Exec`` line starting ``command``."""
    lines = []
    for line in DESKTOP_ENTRY.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={command} %f"
        lines.append(line)
    return "\n".join(lines) + "\n"


def planned_files(home: Path) -> dict[Path, Path | None]:
    """Each file to write under ``home``, with the shipped file it copies (None: the desktop entry, made)."""
    files: dict[Path, Path | None] = {
        home / "applications" / DESKTOP_ENTRY.name: None,
        home / "mime" / "packages" / f"{APP_ID}.xml": MIME_INFO,
        home / "metainfo" / METAINFO.name: METAINFO,
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg": ICON_SVG,
    }
    for png in sorted(ICONS.glob(f"{PICTURES}-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        files[home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"] = png
    return files


def install(home: Path | None = None, command: str | None = None) -> list[Path]:
    """Write the files; return their paths. Caches are refreshed where the desktop's tools are installed."""
    home = home or data_home()
    written = []
    for target, source in planned_files(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source is None:
            target.write_text(desktop_entry_text(command or launcher()), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote; return the paths that were there."""
    home = home or data_home()
    removed = []
    for target in planned_files(home):
        try:
            target.unlink()
            removed.append(target)
        except FileNotFoundError:
            pass
    _refresh_caches(home)
    return removed


def _refresh_caches(home: Path) -> None:
    """The MIME database and the desktop's caches; skipped where a tool is missing (the desktop rereads
    the folders at its next start anyway)."""
    for tool, folder in (
        ("update-mime-database", home / "mime"),
        ("update-desktop-database", home / "applications"),
        ("gtk-update-icon-cache", home / "icons" / "hicolor"),
    ):
        if shutil.which(tool) and folder.is_dir():
            arguments = [tool, "-q", "-t", "-f", str(folder)] if tool == "gtk-update-icon-cache" else [tool, str(folder)]
            subprocess.run(arguments, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
