"""timing_stats - how two programs' interleaved timings compare.

A paired ratio: the runs are taken in rounds (every variant once per
round), so each round's ratio cancels what the machine did during that
round; the median of those ratios, with a bootstrap interval, is what
bench/run and scripts/corpus report (an A/A control, the same binary run
again, shows the interval noise alone gives).
"""
import random
import statistics


def paired_ratio(xs, base):
    """Median of per-round ratios XS[i] / BASE[i] and a 95% bootstrap
    interval of that median (fixed seed: the report is reproducible from
    the same times)."""
    rs = [x / b for x, b in zip(xs, base) if b > 0]
    if not rs:
        return None
    rng = random.Random(1)
    meds = sorted(statistics.median(rng.choice(rs) for _ in rs)
                  for _ in range(2000))
    return statistics.median(rs), meds[50], meds[1949]
