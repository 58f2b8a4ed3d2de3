/// A stand-in for Foundation's `URLRequest`, which Linux keeps in FoundationNetworking: a URL, a
/// method, headers and a body, so request-building app code compiles. Flipbook renders offline
/// (see ``URLSession``).
public struct URLRequest: Hashable, Sendable {
    public var url: URL?
    /// `GET` unless set.
    public var httpMethod: String? = "GET"
    public var allHTTPHeaderFields: [String: String]?
    public var httpBody: Data?
    public var timeoutInterval: TimeInterval

    public init(url: URL, timeoutInterval: TimeInterval = 60) {
        self.url = url
        self.timeoutInterval = timeoutInterval
    }

    /// The value of header `field`, matched without regard to case.
    public func value(forHTTPHeaderField field: String) -> String? {
        allHTTPHeaderFields?.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// Sets header `field` to `value` (nil removes it), replacing a field named alike in another case.
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        fields = fields.filter { $0.key.caseInsensitiveCompare(field) != .orderedSame }
        fields[field] = value
        allHTTPHeaderFields = fields
    }

    /// Adds `value` to header `field`, after a comma when it has one.
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        setValue(self.value(forHTTPHeaderField: field).map { "\($0),\(value)" } ?? value, forHTTPHeaderField: field)
    }
}

/// A stand-in for Foundation's `URLResponse`: what a loaded `file:` URL answered.
open class URLResponse: @unchecked Sendable {
    public let url: URL?
    public let mimeType: String?
    public let expectedContentLength: Int64
    public let textEncodingName: String?

    public init(url: URL, mimeType: String?, expectedContentLength: Int, textEncodingName: String?) {
        self.url = url
        self.mimeType = mimeType
        self.expectedContentLength = Int64(expectedContentLength)
        self.textEncodingName = textEncodingName
    }
}

/// A stand-in for Foundation's `HTTPURLResponse`, for app code that builds one (a mock service)
/// or checks `statusCode`.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public let statusCode: Int
    public let allHeaderFields: [AnyHashable: Any]

    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        allHeaderFields = headerFields ?? [:]
        super.init(url: url, mimeType: headerFields?["Content-Type"], expectedContentLength: -1, textEncodingName: nil)
    }
}
