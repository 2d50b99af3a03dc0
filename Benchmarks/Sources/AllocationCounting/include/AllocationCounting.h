// Counts the heap allocations of the process that links this target: the benchmark's
// allocation figures. Not a product, not API.
#ifndef NICENOTIFICATIONS_ALLOCATION_COUNTING_H
#define NICENOTIFICATIONS_ALLOCATION_COUNTING_H

/// The allocations made so far by every thread of the process (malloc, calloc, realloc,
/// memalign, aligned_alloc, posix_memalign); -1 where they are not counted (not Linux).
long nn_allocation_count(void);

#endif
