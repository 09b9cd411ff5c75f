"""Timing for the benchmark scripts under tests/benchmarks/."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_call(calls: list[Callable[[], object]], repeat: int = 50) -> float:
    """The median over ``calls`` of one call's time, each timed over ``repeat`` calls after a first
    untimed pass over all of them: the first pass of a code path in a process pays for fresh memory and
    the interpreter's warming up, which a running app has long paid."""
    for call in calls:
        call()
    timings = []
    for call in calls:
        start = time.perf_counter()
        for _ in range(repeat):
            call()
        timings.append((time.perf_counter() - start) / repeat)
    return statistics.median(timings)
