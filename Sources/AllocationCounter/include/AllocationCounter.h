#ifndef FINGERPLAY_ALLOCATION_COUNTER_H
#define FINGERPLAY_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this build can count heap allocations (Linux with glibc: yes).
int fp_allocation_counting_available(void);
/// Starts counting allocations from zero.
void fp_allocation_counting_start(void);
/// Stops counting and returns the number of allocations since the start.
uint64_t fp_allocation_counting_stop(void);

#endif
