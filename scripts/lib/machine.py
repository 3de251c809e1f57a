"""The machine a benchmark ran on, named beside its figures: the same build measures up to a
third apart on this project's AMD and Intel machines, so a figure without its CPU compares
nothing (docs/benchmarks.md). The Swift tools say the same through ArcadeProbe's
MachineDescription."""
import os
import platform


def cpu():
    """The CPU's model name: Linux's /proc/cpuinfo, else what Python's platform module knows."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return " ".join(line.split(":", 1)[1].split())
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


def summary():
    """One line for a report: 'Intel(R) Xeon(R) Processor, 2 cores'."""
    cores = os.cpu_count() or 1
    return f"{cpu()}, {cores} {'core' if cores == 1 else 'cores'}"
