"""PySide6 asks of every module imported after it whether the module uses PySide6. The app answers that by
reading the module's file (``tutor.gui.read_module_sources_directly``), which must give PySide6's own answer."""

import sys

import tutor.gui


def pyside_feature():
    return sys.modules["shibokensupport.feature"]


def test_the_app_answers_pyside6s_question_once_its_gui_is_imported():
    ask = pyside_feature()._mod_uses_pyside
    assert ask.pyside_own.__module__ == "shibokensupport.feature"
    tutor.gui.read_module_sources_directly()  # again: not wrapped twice
    assert pyside_feature()._mod_uses_pyside is ask


def test_every_loaded_module_gets_pyside6s_own_answer():
    import tutor.gui.main_window  # noqa: F401  (modules that use PySide6 and modules that do not)

    ask = pyside_feature()._mod_uses_pyside
    pyside_own = ask.pyside_own
    modules = [module for module in list(sys.modules.values()) if getattr(module, "__name__", None)]
    answers = {module.__name__: ask(module) for module in modules}
    assert answers == {module.__name__: pyside_own(module) for module in modules}
    assert answers["tutor.gui.main_window"] and not answers["tutor.rules.referee"]
    assert not answers["sys"]  # a built-in module: left to PySide6, which has no source to read
