// Counts heap allocations for `fingerplay bench`. On Linux with glibc, the program's own
// malloc family takes precedence over libc's for every library in the process, so defining
// them here sees the Swift runtime's allocations too; each one forwards to glibc's allocator
// through its __libc_* entry points, so memory is managed exactly as before.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static volatile int counting = 0;
static uint64_t allocations = 0;

static inline void note(void) {
    if (counting) __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) { note(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { note(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { note(); return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    note();
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

int fp_allocation_counting_available(void) { return 1; }
void fp_allocation_counting_start(void) { __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED); counting = 1; }
uint64_t fp_allocation_counting_stop(void) { counting = 0; return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
#else
int fp_allocation_counting_available(void) { return 0; }
void fp_allocation_counting_start(void) {}
uint64_t fp_allocation_counting_stop(void) { return 0; }
#endif
