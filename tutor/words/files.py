"""Why a file could not be read or written, in the person's words: the system's own reasons (``strerror``) are in
English whatever the language, and come with an error number nobody needs. Every reason a person reads comes from
:func:`os_reason`, directly or (for a file that cannot be read) through ``words.explain.input_error``."""

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
    errno.EFBIG: N_("the file is too large for the drive"),
    errno.ENOENT: N_("the file or folder does not exist"),
    errno.EISDIR: N_("a folder already has that name"),
    errno.ENOTDIR: N_("part of its path is a file, not a folder"),
    errno.EEXIST: N_("part of its path is a file, not a folder"),  # a folder made where a file is
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EINVAL: N_("the name is not allowed there"),  # Windows, for a name with ? * : " < > |
    errno.ELOOP: N_("its path has links that lead in a circle"),
    errno.EBUSY: N_("another program is using it"),
    errno.EIO: N_("the drive could not be read or written"),
}

#: where a file to be read says otherwise: a folder where it was chosen is no name already taken
READING_REASONS = {
    **OS_REASONS,
    errno.ENOENT: N_("there is no such file"),
    errno.EISDIR: N_("it is a folder, not a file"),
}


def os_reason(exc: OSError, reading: bool = False) -> str:
    """Why ``exc`` happened, in a few words of the current language (the system's own words if it is a rare one);
    ``reading``: it happened to a file being read, not written."""
    from ..storage import FileChanged

    if isinstance(exc, FileChanged):
        return _("another program changed the file meanwhile")
    reasons = READING_REASONS if reading else OS_REASONS
    if exc.errno in reasons:
        return _(reasons[exc.errno])
    return exc.strerror or str(exc) or type(exc).__name__
