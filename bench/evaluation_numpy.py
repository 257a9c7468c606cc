"""Dense float64 reference for bench/evaluation.bench.ts: the same payout vector with NumPy.

Reads the JSON the TypeScript benchmark wrote (payout texts per outcome, positions as outcome
index and signed quantity text, the exact vector as decimal texts), times the dense computation
(net quantity per outcome, then one matrix-vector product, then min and max with tie counts)
and prints one JSON line: median and min milliseconds of wall time, the median of the process's
CPU time (all its threads: on a loaded machine wall time is mostly waiting for a core), and the
largest absolute difference between the float64 vector and the exact one. Parsing is not timed, as on the TypeScript side
the payouts are already in memory as text.
"""
import json
import sys
import time

import numpy as np


def main(path: str, runs: int = 7) -> None:
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    payouts = np.array([[float(x) for x in row] for row in data["payouts"]], dtype=np.float64)
    outcome = np.array([p[0] for p in data["positions"]], dtype=np.int64)
    quantity = np.array([float(p[1]) for p in data["positions"]], dtype=np.float64)
    exact = np.array([float(x) for x in data["exact"]], dtype=np.float64)
    times = []
    cpu_times = []
    vector = None
    for _ in range(runs):
        cpu_start = time.process_time()
        start = time.perf_counter()
        net = np.bincount(outcome, weights=quantity, minlength=payouts.shape[0])
        vector = net @ payouts
        low, high = vector.min(), vector.max()
        _ = (int(np.count_nonzero(vector == low)), int(np.count_nonzero(vector == high)))
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
    times.sort()
    cpu_times.sort()
    print(
        json.dumps(
            {
                "median_ms": times[len(times) // 2],
                "min_ms": times[0],
                "cpu_median_ms": cpu_times[len(cpu_times) // 2],
                "max_abs_error": float(np.max(np.abs(vector - exact))),
                "numpy": np.__version__,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1])
