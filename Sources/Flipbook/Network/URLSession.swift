/// A stand-in for Foundation's `URLSession` (on Linux in FoundationNetworking), so view models
/// that fetch compile with `import Flipbook` and render the same on every run: Flipbook renders
/// offline. A `file:` URL is read from disk, an `http(s):` URL from the scene's
/// ``SampleResponses`` if it has a file for it; any other request fails at once with
/// `URLError(.notConnectedToInternet)`, as on an iPhone in flight mode, and the render names the
/// URL once in its warnings. Give previews sample data, a `file:` URL or sample responses to show loaded states.
public final class URLSession: Sendable {
    /// The shared session.
    public static let shared = URLSession(configuration: .default)

    public let configuration: URLSessionConfiguration

    public init(configuration: URLSessionConfiguration) { self.configuration = configuration }

    /// The contents of `url` and the response: a `file:` URL's bytes or the scene's sample response
    /// (``SampleResponses``), else `notConnectedToInternet`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try load(URLRequest(url: url))
    }

    /// The contents `request` asks for (see ``data(from:)``).
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try load(request)
    }

    /// A task that calls `completionHandler` when resumed: with a `file:` URL's contents or the scene's
    /// sample response, else with `notConnectedToInternet`.
    public func dataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
        -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    /// A task that calls `completionHandler` when resumed (see ``dataTask(with:completionHandler:)-(URL,_)``).
    public func dataTask(with request: URLRequest,
                         completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask(request: request) { [self] in
            do {
                let (data, response) = try load(request)
                completionHandler(data, response, nil)
            } catch {
                completionHandler(nil, nil, error)
            }
        }
    }

    /// A `file:` URL's bytes, or the scene's sample response (``SampleResponses``); any other
    /// request fails, warned once in the scene making it.
    func load(_ request: URLRequest) throws(URLError) -> (Data, URLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        guard url.isFileURL else {
            let tasks = SceneTasks.ofCurrentAction()
            let responses = tasks.flatMap { tasks in MainActor.assumeIsolated { tasks.sampleResponses } }
            if let answer = try responses?.response(to: request) { return answer }
            Self.warnOffline(url, tasks: tasks, responses: responses)
            throw URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url,
                                                               NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
        }
        do {
            let data = try Data(contentsOf: url)
            return (data, URLResponse(url: url, mimeType: nil, expectedContentLength: data.count, textEncodingName: nil))
        } catch {
            throw URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: url])
        }
    }

    private static func warnOffline(_ url: URL, tasks: SceneTasks?, responses: SampleResponses?) {
        guard let tasks else { return }
        let fix = responses.map { responses in
            let names = responses.candidateNames(for: url)
            return names.isEmpty ? "only http and https URLs have sample responses"
                : "no file \(names.joined(separator: " or ")) in the sample responses folder \(responses.folder.path)"
        } ?? "give previews sample data, a file: URL, or sample responses with --responses DIR"
        MainActor.assumeIsolated {
            tasks.graph?.warn("URLSession request to \(url.absoluteString): Flipbook renders offline, so it failed with "
                              + "URLError.notConnectedToInternet (\(fix))")
        }
    }
}

/// A stand-in for Foundation's `URLSessionConfiguration`: kept, with no effect offline.
public final class URLSessionConfiguration: @unchecked Sendable {
    public var timeoutIntervalForRequest: TimeInterval = 60
    public var timeoutIntervalForResource: TimeInterval = 604_800
    public var httpAdditionalHeaders: [AnyHashable: Any]?
    public var waitsForConnectivity = false

    public static var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    public static var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
}

/// A data task of the stand-in ``URLSession``: `resume()` runs it at once, on the caller's
/// thread, so its completion handler runs at the same scene time.
public final class URLSessionDataTask: @unchecked Sendable {
    /// The request the task makes.
    public let originalRequest: URLRequest?
    private var work: (() -> Void)?

    init(request: URLRequest, work: @escaping () -> Void) {
        originalRequest = request
        self.work = work
    }

    /// Runs the task (once).
    public func resume() {
        let work = work
        self.work = nil
        work?()
    }

    /// Cancels the task if it has not run.
    public func cancel() { work = nil }
}
