import Foundation

/// Sample responses for a scene's `http:` and `https:` requests, read from a folder whose files
/// mirror the URLs they answer, so a preview of a view that fetches shows its loaded state, the
/// same on every run, without changing its code (`flipbook render NAME --responses DIR`, or a
/// scene's `sampleResponses`). `URLSession` and `AsyncImage` read them.
///
/// The file answering `https://api.example.com/v1/posts?page=2` is
/// `DIR/api.example.com/v1/posts?page=2` if there is one, else `DIR/api.example.com/v1/posts`; a
/// URL whose path is empty or ends in `/` is answered by the file `index` in that folder
/// (`https://example.com/` → `DIR/example.com/index`). The scheme, port, user and fragment are not
/// part of the name, and every method is answered alike. The response is an `HTTPURLResponse`
/// with status 200 and a `Content-Type` from the file's extension (`.json`, `.png`, …) or, without
/// one, from its first bytes (JSON, PNG, JPEG, GIF, else `application/octet-stream`). A URL with no
/// file fails as any request does offline; a name that would leave the folder (`..`) is no file.
public struct SampleResponses: Sendable, Equatable {
    /// The folder whose `HOST/PATH` files answer requests.
    public let folder: URL

    /// Responses read from `folder`.
    public init(folder: URL) { self.folder = folder.standardizedFileURL }

    /// The names, relative to the folder, of the files that may answer `url`, best first (none
    /// for a URL that is not `http:`/`https:` or whose names would leave the folder).
    func candidateNames(for url: URL) -> [String] {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host?.lowercased(), Self.isPlainName(host) else { return [] }
        // `path(percentEncoded:)` keeps a trailing slash, which `path` drops.
        let fullPath = url.path(percentEncoded: false)
        var path = fullPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard path.allSatisfy(Self.isPlainName) else { return [] }
        if fullPath.isEmpty || fullPath.hasSuffix("/") { path.append("index") }
        let name = ([host] + path).joined(separator: "/")
        guard let query = url.query, !query.isEmpty, !query.contains("/"), !query.contains("\0") else { return [name] }
        return ["\(name)?\(query)", name]
    }

    /// The file answering `url`, if the folder has one.
    func file(answering url: URL) -> URL? {
        candidateNames(for: url).lazy.map { self.folder.appendingPathComponent($0, isDirectory: false) }.first { file in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// The response to `request`: its file's bytes with status 200, or nil when no file answers it.
    func response(to request: URLRequest) throws(URLError) -> (Data, URLResponse)? {
        guard let url = request.url, let file = file(answering: url) else { return nil }
        guard let data = try? Data(contentsOf: file) else {
            throw URLError(.cannotOpenFile, userInfo: [NSURLErrorFailingURLErrorKey: url])
        }
        let type = Self.contentType(ofFile: file, data: data)
        guard let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                             headerFields: ["Content-Type": type, "Content-Length": "\(data.count)"]) else {
            throw URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url])
        }
        return (data, response)
    }

    /// A host or path component that names a file inside its folder.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    private static let typesByExtension = [
        "json": "application/json", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "txt": "text/plain", "html": "text/html", "xml": "application/xml",
        "csv": "text/csv", "svg": "image/svg+xml",
    ]

    /// The MIME type of `file`: by its extension, else by its first bytes.
    static func contentType(ofFile file: URL, data: Data) -> String {
        if let type = typesByExtension[file.pathExtension.lowercased()] { return type }
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        let firstText = data.first { !" \t\r\n".utf8.contains($0) }
        if firstText == UInt8(ascii: "{") || firstText == UInt8(ascii: "[") { return "application/json" }
        return "application/octet-stream"
    }
}
