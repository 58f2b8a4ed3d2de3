extension URLSession {
    /// A publisher of what a request loads: one value and the end for a `file:` URL, else
    /// `URLError(.notConnectedToInternet)` at once (see ``URLSession``).
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
                              receiveValue: @escaping ((data: Data, response: URLResponse)) -> Void) -> AnyCancellable {
            do {
                let (data, response) = try session.load(request)
                receiveValue((data, response))
                receiveCompletion(.finished)
            } catch {
                receiveCompletion(.failure(error))
            }
            return AnyCancellable {}
        }
    }

    /// A publisher of `url`'s contents.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }

    /// A publisher of what `request` loads.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
}
