// Reads Swift protocol conformance records (the ABI documented in the Swift repository's
// docs/ABI/TypeMetadata.rst and include/swift/ABI/Metadata.h) to find the types that conform
// to one protocol, without any list written by hand.
#include "CSwiftMetadata.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

// Context descriptor kinds (the low five bits of a descriptor's flags).
enum { KindModule = 0, KindProtocol = 3, KindClass = 16, KindStruct = 17, KindEnum = 18 };
enum { FlagGeneric = 0x80 };

/// A relative direct pointer: an offset from the field's own address.
static const void *direct(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

/// A relative indirectable pointer: as `direct`, but with the low bit set the target holds
/// the address (an entry the dynamic linker fills in, for descriptors of other images).
static const void *indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

/// A context descriptor's flags, parent and name fields.
typedef struct { uint32_t flags; int32_t parent; int32_t name; } ContextDescriptor;

static int is_named(const ContextDescriptor *descriptor, unsigned kind, const char *name) {
    if (!descriptor || (descriptor->flags & 0x1F) != kind) return 0;
    const char *actual = direct(&descriptor->name);
    return actual && strcmp(actual, name) == 0;
}

/// A protocol conformance descriptor: protocol, conforming type, witness table, flags.
typedef struct { int32_t protocol; int32_t type; int32_t witnessTable; uint32_t flags; } ConformanceDescriptor;

/// The metadata accessor of a type descriptor: Swift's calling convention, request 0 asks
/// for complete metadata; the response is (metadata, state).
typedef struct { const void *metadata; uintptr_t state; } MetadataResponse;
typedef MetadataResponse (*MetadataAccessor)(uintptr_t request) __attribute__((swiftcall));

typedef struct {
    const char *module, *protocol;
    csm_found_type found;
    void *context;
} Query;

static void visit_conformance(const ConformanceDescriptor *conformance, const Query *query) {
    const ContextDescriptor *protocol = indirectable(&conformance->protocol);
    if (!is_named(protocol, KindProtocol, query->protocol)) return;
    if (!is_named(indirectable(&protocol->parent), KindModule, query->module)) return;
    const ContextDescriptor *type = NULL;
    switch ((conformance->flags >> 3) & 7) {
    case 0: type = direct(&conformance->type); break;  // a direct type descriptor
    case 1: {                                           // an indirect one
        const ContextDescriptor *const *slot = direct(&conformance->type);
        type = slot ? *slot : NULL;
        break;
    }
    default: return;  // Objective-C class names: not Swift previews
    }
    if (!type) return;
    unsigned kind = type->flags & 0x1F;
    if ((kind != KindClass && kind != KindStruct && kind != KindEnum) || (type->flags & FlagGeneric)) return;
    // The accessor follows flags, parent and name in every type context descriptor.
    MetadataAccessor accessor = (MetadataAccessor)direct((const int32_t *)(type + 1));
    if (!accessor) return;
    const void *metadata = accessor(0).metadata;
    if (metadata) query->found(metadata, query->context);
}

/// A section of conformance records: 32-bit relative pointers to conformance descriptors.
static void visit_records(const int32_t *records, size_t bytes, const Query *query) {
    for (size_t index = 0; index < bytes / sizeof(int32_t); index++) {
        const ConformanceDescriptor *conformance = direct(&records[index]);
        if (conformance) visit_conformance(conformance, query);
    }
}

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <mach-o/getsect.h>

int csm_enumerate_conforming_types(const char *module, const char *protocol, csm_found_type found, void *context) {
    Query query = {module, protocol, found, context};
    for (uint32_t image = 0; image < _dyld_image_count(); image++) {
        const struct mach_header_64 *header = (const struct mach_header_64 *)_dyld_get_image_header(image);
        if (!header) continue;
        unsigned long size = 0;
        const uint8_t *records = getsectiondata(header, "__TEXT", "__swift5_proto", &size);
        if (records) visit_records((const int32_t *)records, size, &query);
    }
    return 0;
}

#elif defined(__ELF__)
#include <stdbool.h>

/// The start of the runtime's per-image record of metadata sections (swift/Runtime/
/// MetadataSections.h): a version, the image's base address, two reserved words, then
/// (start, length) ranges of which the second is the conformance records.
typedef struct { uintptr_t start; size_t length; } SectionRange;
typedef struct {
    uintptr_t version;
    const void *baseAddress;
    void *reserved0, *reserved1;
    SectionRange protocols;
    SectionRange protocolConformances;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const MetadataSections *sections, void *context),
                                               void *context);

static bool visit_image(const MetadataSections *sections, void *context) {
    const SectionRange *records = &sections->protocolConformances;
    if (records->start) visit_records((const int32_t *)records->start, records->length, context);
    return true;
}

int csm_enumerate_conforming_types(const char *module, const char *protocol, csm_found_type found, void *context) {
    Query query = {module, protocol, found, context};
    swift_enumerateAllMetadataSections(visit_image, &query);
    return 0;
}

#else
int csm_enumerate_conforming_types(const char *module, const char *protocol, csm_found_type found, void *context) {
    (void)module; (void)protocol; (void)found; (void)context;
    return -1;
}
#endif
