// libFuzzer's driver, for fuzz targets whose executable has its own `main` (SwiftPM gives every
// executable one). Linked only under `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
