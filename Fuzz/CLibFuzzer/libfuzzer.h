// libFuzzer's driver, for fuzz targets whose executable has its own `main` (SwiftPM gives every
// executable one; in a debug build libFuzzer's own `main` may be linked instead, and calls the
// target's LLVMFuzzerTestOneInput directly). Linked only under `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// The entry point libFuzzer calls with each input; each fuzz target defines it (`@_cdecl`).
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
