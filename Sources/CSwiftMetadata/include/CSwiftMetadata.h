#ifndef CSWIFTMETADATA_H
#define CSWIFTMETADATA_H

/// Called with the type metadata of each non-generic type found.
typedef void (*csm_found_type)(const void *metadata, void *context);

/// Calls `found` for every non-generic struct, enum or class, in every image loaded in the
/// process, that conforms to the protocol `protocol` declared in module `module` (Swift's
/// conformance records: the `swift5_protocol_conformances` section on ELF, `__swift5_proto`
/// on Mach-O). Returns 0, or -1 where the platform offers no way to read the records.
int csm_enumerate_conforming_types(const char *module, const char *protocol, csm_found_type found, void *context);

#endif
