"""The standalone app's entry point (see canasta-tutor.spec): the same as the ``canasta-tutor`` command."""

import sys

from tutor.cli import main

sys.exit(main())
