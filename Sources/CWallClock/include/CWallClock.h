#ifndef CWALLCLOCK_H
#define CWALLCLOCK_H

/// Sets what the wall clock reads on the calling thread: while `seconds` is not NULL,
/// `clock_gettime(CLOCK_REALTIME…)`, `gettimeofday` and `time` called on this thread (by
/// Foundation's `Date()`, `Date.now`, `CFAbsoluteTimeGetCurrent()`…) answer `*seconds`, read at
/// each call, as seconds since 1 January 2001 (a `Date`'s `timeIntervalSinceReferenceDate`).
/// NULL gives the thread the real clock back. Other threads and other clocks (monotonic, CPU
/// time) are untouched. Returns the setting it replaces, to put back when done. Linux only:
/// elsewhere it changes nothing (see README's "Time").
const double *wall_clock_swap(const double *seconds);

#endif
