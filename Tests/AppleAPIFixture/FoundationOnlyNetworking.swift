// Foundation's networking types in a file importing only Foundation, as widget code writes them for Darwin
// (on Linux they come from FoundationNetworking, through the implicit import of WidgetRenderFoundation).
import Foundation

/// A URLProtocol subclass answering every request from memory, as a sample's mock API does.
final class MemoryURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        client?.urlProtocol(self, didLoad: Data())
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

/// A session whose requests `MemoryURLProtocol` answers.
func memorySession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [MemoryURLProtocol.self]
    return URLSession(configuration: configuration)
}

/// A data task, built and not started.
func heroTask(_ url: URL) -> URLSessionDataTask {
    URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }
}
