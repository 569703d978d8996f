// Foundation's networking types as Darwin's Foundation declares them: `URLSession`, `URLRequest`,
// `URLProtocol`, `URLSessionConfiguration`, `HTTPURLResponse`. On Linux they are a module of their own
// (FoundationNetworking) that a file importing only Foundation does not see; re-exported here, they reach every
// file of a target compiled with the implicit import of this module (Exports.swift), as they do on iOS — Apple's
// Emoji Rangers' shared `EmojiRanger.swift` and `ImageURLProtocol.swift` import only Foundation and use them.
// FoundationNetworking does not re-export Foundation: a file that imports nothing still sees no `Date`.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
