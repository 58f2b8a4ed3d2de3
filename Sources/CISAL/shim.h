#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
