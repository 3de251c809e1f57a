// The little C runtime the WebAssembly build needs and WebAssembly with no C library lacks:
// memory (malloc and friends, on wasm's linear memory), the mem* and str* functions the Swift
// runtime and compiler call, and a fixed "random" seed, so hashing is the same on every run.
//
// The allocator keeps free blocks in lists by size class — powers of two from 16 bytes to
// 1 MiB — and takes fresh memory from the end of the heap, growing memory a page run at a time;
// larger blocks are rounded to whole 64 KiB pages and kept on a list of their own. Every block
// has an 8-byte header (its class) before the 16-byte-aligned address it hands out. A game's
// engine allocates mostly small objects of a few sizes, which this reuses exactly.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

#define HEADER 16u
#define PAGE 65536u
#define CLASSES 17 /* 16 B << 0 … 16 B << 16 = 1 MiB */

typedef struct Block { struct Block *next; } Block;

static uintptr_t heap_end;   /* first byte not yet handed out */
static Block *free_lists[CLASSES];
static Block *large_free;    /* large blocks: header holds the size in bytes */

static uintptr_t align_up(uintptr_t v, uintptr_t a) { return (v + a - 1) & ~(a - 1); }

static int grow_to(uintptr_t end) {
    uintptr_t have = __builtin_wasm_memory_size(0) * PAGE;
    if (end <= have) return 1;
    uintptr_t pages = (end - have + PAGE - 1) / PAGE;
    return __builtin_wasm_memory_grow(0, pages) != (size_t)-1;
}

static void *take(uintptr_t total) {
    if (heap_end == 0) heap_end = align_up((uintptr_t)&__heap_base, 16);
    uintptr_t start = heap_end, end = start + total;
    if (!grow_to(end)) return 0;
    heap_end = end;
    return (void *)start;
}

static int class_of(size_t size) {
    size_t capacity = 16;
    for (int c = 0; c < CLASSES; c++, capacity <<= 1)
        if (size <= capacity) return c;
    return -1;
}

void *malloc(size_t size) {
    if (size == 0) size = 1;
    int c = class_of(size);
    if (c >= 0) {
        Block *b = free_lists[c];
        if (b) {
            free_lists[c] = b->next;
            return b;
        }
        unsigned char *raw = take(HEADER + ((size_t)16 << c));
        if (!raw) return 0;
        *(uint32_t *)raw = (uint32_t)c;
        return raw + HEADER;
    }
    size_t total = align_up(size + HEADER, PAGE);
    Block **link = &large_free;
    for (Block *b = large_free; b; link = &b->next, b = b->next) {
        if (*(size_t *)((unsigned char *)b - HEADER + 4) >= total) {
            *link = b->next;
            return b;
        }
    }
    unsigned char *raw = take(total);
    if (!raw) return 0;
    *(uint32_t *)raw = 0xFFFFFFFFu;
    *(size_t *)(raw + 4) = total;
    return raw + HEADER;
}

void free(void *p) {
    if (!p) return;
    unsigned char *raw = (unsigned char *)p - HEADER;
    uint32_t c = *(uint32_t *)raw;
    Block *b = p;
    if (c == 0xFFFFFFFFu) {
        b->next = large_free;
        large_free = b;
    } else {
        b->next = free_lists[c];
        free_lists[c] = b;
    }
}

static size_t usable_size(void *p) {
    unsigned char *raw = (unsigned char *)p - HEADER;
    uint32_t c = *(uint32_t *)raw;
    return c == 0xFFFFFFFFu ? *(size_t *)(raw + 4) - HEADER : (size_t)16 << c;
}

void *memcpy(void *dst, const void *src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s) {
        while (n--) *d++ = *s++;
    } else {
        d += n;
        s += n;
        while (n--) *--d = *--s;
    }
    return dst;
}

void *memset(void *dst, int value, size_t n) {
    unsigned char *d = dst;
    while (n--) *d++ = (unsigned char)value;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (; n; n--, x++, y++)
        if (*x != *y) return *x - *y;
    return 0;
}

size_t strlen(const char *s) {
    const char *e = s;
    while (*e) e++;
    return (size_t)(e - s);
}

void *calloc(size_t count, size_t size) {
    if (size && count > (size_t)-1 / size) return 0;
    void *p = malloc(count * size);
    if (p) memset(p, 0, count * size);
    return p;
}

void *realloc(void *p, size_t size) {
    if (!p) return malloc(size);
    size_t have = usable_size(p);
    if (size <= have) return p;
    void *q = malloc(size);
    if (!q) return 0;
    memcpy(q, p, have);
    free(p);
    return q;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    /* Every block is 16-byte aligned; larger alignments are asked for by nothing here. */
    if (alignment > 16) return 22; /* EINVAL */
    void *p = malloc(size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *p = 0;
    return posix_memalign(&p, alignment, size) == 0 ? p : 0;
}

/* Hashing seeds: fixed, so that a Set's order — and anything that depended on it — is the
   same on every run. */
void arc4random_buf(void *buffer, size_t n) { memset(buffer, 0, n); }

/* print() is not used; a byte written goes nowhere. */
int putchar(int c) { return c; }

/* Swift's rounded() (halves away from zero) calls C's round; WebAssembly has only trunc and
   nearest (halves to even) as instructions. x − trunc(x) is exact, so this is exact too. */
double round(double x) {
    if (!(__builtin_fabs(x) < 4503599627370496.0)) return x; /* 2^52 and beyond, NaN, ±inf */
    double t = __builtin_trunc(x);
    return __builtin_fabs(x - t) >= 0.5 ? t + __builtin_copysign(1.0, x) : t;
}

/* 128-bit multiplication (UInt64.multipliedFullWidth and friends), from 32-bit halves: the
   compiler's own helper library is not part of a build with no C library. */
unsigned __int128 __multi3(unsigned __int128 a, unsigned __int128 b) {
    uint64_t a0 = (uint64_t)a, a1 = (uint64_t)(a >> 64), b0 = (uint64_t)b, b1 = (uint64_t)(b >> 64);
    uint64_t al = a0 & 0xFFFFFFFFu, ah = a0 >> 32, bl = b0 & 0xFFFFFFFFu, bh = b0 >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    uint64_t lo = (mid << 32) | (ll & 0xFFFFFFFFu);
    uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32) + a0 * b1 + a1 * b0;
    return ((unsigned __int128)hi << 64) | lo;
}

/* Swift's truncatingRemainder calls C's fmod. The remainder is exact: y doubled up to at most
   x and taken away each time (Sterbenz: the difference of numbers within a factor of two is
   exact), so this gives the C library's bits. */
double fmod(double x, double y) {
    if (y == 0 || __builtin_isnan(x) || __builtin_isnan(y) || __builtin_isinf(x)) return __builtin_nan("");
    if (__builtin_isinf(y)) return x;
    double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
    while (ax >= ay) {
        double t = ay;
        while (t + t <= ax) t += t; /* doubling is exact; an overflow to infinity stops it */
        ax -= t;
    }
    return __builtin_copysign(ax, x);
}
