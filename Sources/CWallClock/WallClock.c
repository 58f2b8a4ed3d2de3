// The wall clock a thread reads while it computes a scene: this target is linked into every
// executable that links Flipbook (the `flipbook` command line, test runners, a user's package),
// and an executable's definitions of `clock_gettime`, `gettimeofday` and `time` come first in
// the dynamic linker's search, so the calls Foundation makes from its shared libraries (Date's
// `clock_gettime(CLOCK_REALTIME)`, CoreFoundation's `gettimeofday`) arrive here. Calls on a
// thread with no setting, and every other clock, go on to libc's functions, found once with
// `dlsym(RTLD_NEXT, …)`.
#include "CWallClock.h"

#if defined(__linux__)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <math.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/// Seconds from 1 January 1970 to 1 January 2001 (Foundation's reference date).
static const double referenceDateSince1970 = 978307200.0;

/// The calling thread's setting (see `wall_clock_swap`).
static _Thread_local const double *sceneSeconds;

const double *wall_clock_swap(const double *seconds) {
    const double *previous = sceneSeconds;
    sceneSeconds = seconds;
    return previous;
}

/// The setting as whole seconds since 1970 and nanoseconds: the whole seconds of the reference
/// date interval are kept exact, so Foundation's `Date()` gives back the very same interval.
static struct timespec sceneTimespec(double sinceReferenceDate) {
    double whole = floor(sinceReferenceDate);
    long nanoseconds = lround((sinceReferenceDate - whole) * 1e9);
    if (nanoseconds >= 1000000000L) { whole += 1; nanoseconds -= 1000000000L; }
    struct timespec result = { (time_t)(whole + referenceDateSince1970), nanoseconds };
    return result;
}

typedef int (*ClockGettime)(clockid_t, struct timespec *);
typedef int (*Gettimeofday)(struct timeval *, void *);
typedef time_t (*Time)(time_t *);

/// libc's definition of `name`, looked up on first use (several threads may look it up at
/// once; they find the same address).
static void *libcFunction(void **cache, const char *name) {
    void *function = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (!function) {
        function = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cache, function, __ATOMIC_RELEASE);
    }
    return function;
}

/// libc's `clock_gettime`, or the system call where no later object defines it (a static executable).
static int realClockGettime(clockid_t clock, struct timespec *time) {
    static void *cache;
    ClockGettime function = (ClockGettime)libcFunction(&cache, "clock_gettime");
    if (function) return function(clock, time);
    return (int)syscall(SYS_clock_gettime, clock, time);
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    const double *seconds = sceneSeconds;
    if (seconds && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) {
        *time = sceneTimespec(*seconds);
        return 0;
    }
    return realClockGettime(clock, time);
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    const double *seconds = sceneSeconds;
    if (!seconds) {
        static void *cache;
        Gettimeofday function = (Gettimeofday)libcFunction(&cache, "gettimeofday");
        if (function) return function(time, zone);
        return (int)syscall(SYS_gettimeofday, time, zone);
    }
    struct timespec scene = sceneTimespec(*seconds);
    time->tv_sec = scene.tv_sec;
    time->tv_usec = scene.tv_nsec / 1000;
    if (zone) memset(zone, 0, sizeof(struct timezone));  // as glibc: the zone is always UTC
    return 0;
}

time_t time(time_t *result) {
    const double *seconds = sceneSeconds;
    time_t now;
    if (seconds) {
        now = sceneTimespec(*seconds).tv_sec;
    } else {
        static void *cache;
        Time function = (Time)libcFunction(&cache, "time");
        if (function) return function(result);
        struct timespec real;
        realClockGettime(CLOCK_REALTIME, &real);
        now = real.tv_sec;
    }
    if (result) *result = now;
    return now;
}

#else

const double *wall_clock_swap(const double *seconds) {
    (void)seconds;
    return 0;
}

#endif
