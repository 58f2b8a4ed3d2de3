import Foundation

/// Why `readCapped(_:limit:tooLarge:)` failed: the system's reason, or the caller's words for a
/// file over the limit.
struct CappedReadError: Error {
    let reason: String
}

/// The bytes of the file at `path`, reading at most `limit + 1` of them so that an oversized (or
/// endless) file costs no more than the limit; a file over `limit` bytes fails with `tooLarge`.
func readCapped(_ path: String, limit: Int, tooLarge: String) throws(CappedReadError) -> Data {
    let data: Data
    do {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
        throw CappedReadError(reason: (error as NSError).localizedDescription)
    }
    guard data.count <= limit else { throw CappedReadError(reason: tooLarge) }
    return data
}
