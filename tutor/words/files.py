"""Why a file could not be read or written, in the person's words: the system's own reasons (``strerror``) are in
English whatever the language, and come with an error number nobody needs."""

from __future__ import annotations

import errno

from ..i18n import N_, _

#: the system's failures a person meets with their files
OS_REASONS = {
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the drive can only be read, not written"),
    errno.ENOSPC: N_("the disk is full"),
    getattr(errno, "EDQUOT", errno.ENOSPC): N_("the disk is full"),  # a quota: not known on Windows
    errno.ENOENT: N_("the file or folder does not exist"),
    errno.EISDIR: N_("a folder already has that name"),
    errno.ENOTDIR: N_("part of its path is a file, not a folder"),
    errno.EEXIST: N_("part of its path is a file, not a folder"),  # a folder made where a file is
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EIO: N_("the drive could not be read or written"),
}


def os_reason(exc: OSError) -> str:
    """Why ``exc`` happened, in a few words of the current language (the system's own words if it is a rare one)."""
    from ..storage import FileChanged

    if isinstance(exc, FileChanged):
        return _("another program changed the file meanwhile")
    if exc.errno in OS_REASONS:
        return _(OS_REASONS[exc.errno])
    return exc.strerror or str(exc) or type(exc).__name__
