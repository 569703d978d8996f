// Darwin's class method `+[NSObject classForCoder]`, which Swift imports as `NSObject.classForCoder()` (the
// instance property `classForCoder` Linux's Foundation has too): code writes `Bundle(for: Self.classForCoder())`
// or passes it to a keyed unarchiver. The class itself, as NSObject answers when a subclass does not override it.
import Foundation

extension NSObject {
    /// The class to encode in place of this one: the class itself (Darwin's `+classForCoder`).
    ///
    /// ```swift
    /// let bundle = Bundle(for: EmojiRanger.classForCoder())
    /// ```
    public class func classForCoder() -> AnyClass { self }
}
