// The time zone and locale app code finds in the process: every process that links Flipbook (the
// `flipbook` command line, test runners, a package's own command line) formats dates in UTC and
// asks for en_US, whatever the machine's `TZ`, /etc/localtime or `LANG`, so a view that formats a
// date itself (`date.formatted()`, `DateFormatter()`, `Calendar.current`) draws the same frame on
// every machine. Set by a constructor, before `main` and so before Foundation reads them.
//
// Measured with Swift 6.3.1 on Linux:
// - `TimeZone.current` reads `TZ` (else /etc/localtime) when first asked, and keeps it.
// - `DateFormatter` takes CoreFoundation's default time zone, from the `TZ` CoreFoundation copied
//   when its library loaded (before this constructor runs), so the default is set here as well.
// - `Locale.current` is en_001 whatever `LANG`, `LC_ALL` or `LANGUAGE` say: swift-foundation's
//   non-Darwin `LocaleCache.preferences()` returns a fixed en_001 and reads no environment variable
//   (swiftlang/swift-foundation#717), and the cache is internal, so nothing here can change it.
//   fontconfig reads `LC_ALL`, `LC_CTYPE` and `LANG` for its default language: `LANG` is pinned
//   and the variables that would override it are removed.
// The variables are the process's, so programs it starts inherit them.
#include <stdlib.h>
#include <time.h>

#if defined(__linux__)

/// The zone: what `TimeZone.current` is on a machine set to UTC.
static const char zoneName[] = "Etc/UTC";

/// Variables that would choose another locale over `LANG`.
static const char *const localeOverrides[] = {
    "LC_ALL", "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES", "LANGUAGE",
};

// CoreFoundation (in Foundation's library), linked into every process that links Flipbook.
typedef const void *CFTypeRef;
extern CFTypeRef CFStringCreateWithCString(CFTypeRef allocator, const char *string, unsigned int encoding) __attribute__((weak));
extern CFTypeRef CFTimeZoneCreateWithName(CFTypeRef allocator, CFTypeRef name, unsigned char tryAbbreviations) __attribute__((weak));
extern void CFTimeZoneSetDefault(CFTypeRef zone) __attribute__((weak));
extern void CFRelease(CFTypeRef object) __attribute__((weak));
static const unsigned int utf8Encoding = 0x08000100;  // kCFStringEncodingUTF8

/// Makes `zoneName` CoreFoundation's default time zone.
static void setCoreFoundationDefaultZone(void) {
    if (!CFStringCreateWithCString || !CFTimeZoneCreateWithName || !CFTimeZoneSetDefault || !CFRelease) return;
    CFTypeRef name = CFStringCreateWithCString(0, zoneName, utf8Encoding);
    if (!name) return;
    CFTypeRef zone = CFTimeZoneCreateWithName(0, name, 0);
    if (zone) {
        CFTimeZoneSetDefault(zone);
        CFRelease(zone);
    }
    CFRelease(name);
}

__attribute__((constructor))
static void pinSceneTimeZoneAndLocale(void) {
    setenv("TZ", zoneName, 1);
    tzset();
    setCoreFoundationDefaultZone();
    setenv("LANG", "en_US.UTF-8", 1);
    for (size_t index = 0; index < sizeof localeOverrides / sizeof *localeOverrides; index++) {
        unsetenv(localeOverrides[index]);
    }
}

#endif
