// The benchmark's allocation counter (see include/AllocationCounting.h).
//
// glibc's mallinfo2 reports bytes in use, not how many blocks were asked for, and glibc
// 2.34 removed __malloc_hook. So on Linux this file defines the allocation functions
// itself: the executable that links it exports them, the dynamic linker binds every
// library's calls (the Swift runtime's, Foundation's) to them, and each counts and passes
// on to glibc's __libc_* function of the same job. free is glibc's own. Written in C because
// Swift reserves the symbol name malloc for its runtime.
//
// The counter is the one piece of global state: an atomic, incremented with relaxed order
// from any thread and read by the thread that measures; nothing here allocates.
#include "AllocationCounting.h"

#if defined(__linux__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long allocations = 0;

static inline void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
  counted();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  counted();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  counted();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  counted();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

long nn_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
#else
long nn_allocation_count(void) { return -1; }
#endif
