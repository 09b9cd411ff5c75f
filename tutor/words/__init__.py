"""The words wing: what the rules say, in sentences of the current language.

Refusals, reasons, moves and option values (``explain``), a rule's card, where a choice stands and the same move
under every rule system (``rulecards``, ``compare``), card names and typed cards (``cards``), the seats and sides
(``seats``), the rule systems' names (``systems``) and why a file could not be read or written (``files``).
It reads ``i18n`` and ``rules``; never a widget.
"""
